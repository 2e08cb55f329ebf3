import Foundation
import TermCanvas

/// A cell: UIKit's `UICollectionViewCell`. Adds selection and highlight state: a selected cell gets a
/// double border and reverse video (visible with and without colour), a highlighted one bold text.
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
        let chosenBorder = borderStyle
        if isSelected && chosenBorder == nil { borderStyle = .double }
        super.draw(in: context)
        borderStyle = chosenBorder
        if isSelected || isHighlighted {
            let selected = isSelected
            context.modifyStyle { style in
                if selected { style.isReverse = true } else { style.isBold = true }
            }
        }
    }
}
