import Foundation
import TermCanvas
import TermCollectionView

/// A count in reverse video over a cell's top-trailing corner; hidden when the count is zero.
final class BadgeView: CollectionReusableView {
    override func draw(in context: DrawingContext) {
        context.fill(context.bounds, style: Style(reverse: true))
        context.writeLine(text ?? "", y: 0, inset: 0, centered: true, style: Style(bold: true, reverse: true))
    }
}
