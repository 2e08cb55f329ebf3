import Foundation
import TermCanvas
import TermCollectionView

/// One appointment: a light box with the title and the time. The cell is opaque — it clears its whole
/// frame before drawing — so the section background never shows through a cell, only around it.
final class EventCell: CollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(in context: DrawingContext) {
        context.fill(context.bounds)
        super.draw(in: context)
    }
}
