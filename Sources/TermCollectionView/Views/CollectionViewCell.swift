import Foundation
import TermCanvas

/// A cell: UIKit's `UICollectionViewCell`. Adds selection and highlight state, drawn in reverse video
/// and bold respectively.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    /// Whether the cell is selected. The collection view sets it as selection changes.
    open var isSelected = false
    /// Whether the cell is highlighted (e.g. under the keyboard focus).
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Resets selection and highlight, as UIKit does, then calls `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Draws the default content, then marks selection (reverse video) and highlight (bold).
    open override func draw(in context: DrawingContext) {
        super.draw(in: context)
        if isSelected || isHighlighted {
            let selected = isSelected
            context.modifyStyle { style in
                if selected { style.isReverse = true } else { style.isBold = true }
            }
        }
    }
}
