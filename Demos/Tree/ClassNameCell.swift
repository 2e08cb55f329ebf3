import Foundation
import TermCanvas
import TermCollectionView

/// A class of the tree: the standard cell box (light, or double when selected) with the class name
/// centred on its middle row, truncated with "…" by display width when wider than the box.
final class ClassNameCell: CollectionViewCell {
    /// Centres the name, using the whole inside of the box: 24 columns for a 26-wide cell.
    override func drawText(in context: DrawingContext, inset: Int) {
        context.writeLine(text ?? "", y: context.size.height / 2, inset: inset, centered: true, style: style)
    }
}
