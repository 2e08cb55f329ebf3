import Foundation
import TermCanvas
import TermCollectionView

/// A one-row section header naming an orthogonal scrolling behaviour (a plain reusable view draws
/// its frame, which one row has no room inside).
final class BehaviorHeaderView: CollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        style = Style(bold: true)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(in context: DrawingContext) {
        context.writeLine(text ?? "", y: 0, inset: 1, centered: false, style: style)
    }
}
