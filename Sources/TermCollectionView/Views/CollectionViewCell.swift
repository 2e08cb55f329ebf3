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
    /// Content drawn instead of the default box with `text` (UIKit's `contentConfiguration`, iOS 14).
    /// With one set, the cell draws no border unless `borderStyle` names one.
    open var contentConfiguration: (any ContentConfiguration)?

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
        if let contentConfiguration {
            drawConfiguredContent(contentConfiguration, in: context)
            return
        }
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

    /// The background, the configuration's content, an explicit border, then selection and highlight.
    private func drawConfiguredContent(_ configuration: any ContentConfiguration, in context: DrawingContext) {
        if isOpaque && backgroundColor == nil { context.fill(context.bounds, style: contentStyle) }
        configuration.draw(in: context, style: contentStyle)
        if let borderStyle { context.drawBox(border: borderStyle, style: contentStyle) }
        markSelectionAndHighlight(in: context)
    }

    /// Reverse video for selection, bold for highlight, over everything drawn.
    func markSelectionAndHighlight(in context: DrawingContext) {
        guard isSelected || isHighlighted else { return }
        let selected = isSelected
        context.modifyStyle { style in
            if selected { style.isReverse = true } else { style.isBold = true }
        }
    }
}
