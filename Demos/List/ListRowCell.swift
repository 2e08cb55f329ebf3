import TermCanvas
import TermCollectionView

/// One row of the plain list: the label after one column of padding, no border (a border needs
/// three rows).
final class ListRowCell: CollectionViewCell {
    override func draw(in context: DrawingContext) {
        context.writeLine(text ?? "", y: 0, style: contentStyle)
        if isSelected { context.modifyStyle { $0.isReverse = true } }
    }
}
