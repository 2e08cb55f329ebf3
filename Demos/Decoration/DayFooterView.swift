import Foundation
import TermCanvas
import TermCollectionView

/// A one-row section footer: the time booked that day, dimmed and centred. It also keeps a plain row
/// between one day's background and the next.
final class DayFooterView: CollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(in context: DrawingContext) {
        context.writeLine("── \(text ?? "") ──", y: 0, inset: 1, centered: true, style: Style(dim: true))
    }
}
