import Foundation
import TermCanvas
import TermCollectionView

/// A one-row section header: the day in bold and its number of events, dimmed. It writes only its
/// text (padded by a space each side), so a background that reaches under the header frames the title.
final class DayHeaderView: CollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(in context: DrawingContext) {
        var x = 1
        x += context.write(" \(text ?? "") ", x: x, y: 0, style: Style(bold: true))
        if let secondaryText {
            context.write("· \(secondaryText) ", x: x, y: 0, style: Style(dim: true))
        }
    }
}
