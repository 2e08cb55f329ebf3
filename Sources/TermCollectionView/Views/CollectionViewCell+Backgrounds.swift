import Foundation
import TermCanvas

/// The cell's layers, drawn back to front as UIKit stacks them: the cell's own fill and border (its
/// layer), `backgroundView`, `selectedBackgroundView` while selected or highlighted, then the content
/// (`contentView` and the cell's `text`).
///
/// A terminal cell has one glyph and one style, so "a clear content view shows the background behind
/// it" becomes: content drawn over a background view keeps that background's colour and reverse video
/// wherever the content names no background of its own. Views here have no subviews; each background
/// view is drawn into the cell's whole rectangle by the cell's draw path.
extension CollectionViewCell {
    /// Whether `selectedBackgroundView` shows: UIKit shows it while the cell is selected or highlighted.
    var showsSelectedBackground: Bool { isSelected || isHighlighted }

    func drawLayers(in context: DrawingContext) {
        let inset = drawFillAndBorder(in: context)
        let backgrounds = [backgroundView, showsSelectedBackground ? selectedBackgroundView : nil].compactMap { $0 }
        for view in backgrounds { draw(view, in: context) }
        let drawContent = {
            self.draw(self.contentView, in: context)
            self.drawText(in: context, inset: inset)
        }
        if backgrounds.isEmpty { drawContent() } else { context.compositingOverBackground(drawContent) }
    }

    /// Draws a layer view at the cell's bounds: its `backgroundColor`, then its `draw(in:)`.
    private func draw(_ view: View, in context: DrawingContext) {
        view.frame = CGRect(origin: .zero, size: bounds.size)
        guard !view.isHidden, view.alpha > 0 else { return }
        if let color = view.backgroundColor, color.isVisible {
            context.fill(context.bounds, style: Style(background: color.nearestTerminalColor))
        }
        view.draw(in: context)
    }
}

/// The stock cell's `selectedBackgroundView`: a double border and reverse video over the whole cell,
/// so selection shows with and without colour.
@preconcurrency @MainActor
open class SelectedBackgroundView: View {
    /// Fills the cell in reverse video inside a double border.
    open override func draw(in context: DrawingContext) {
        context.fill(context.bounds, style: Style(reverse: true))
        context.drawBox(border: .double, style: Style(reverse: true))
    }
}
