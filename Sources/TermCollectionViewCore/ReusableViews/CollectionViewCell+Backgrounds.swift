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
        let inset = contentConfiguration == nil ? drawFillAndBorder(in: context) : drawConfiguredFillAndBorder(in: context)
        let backgrounds = [backgroundView, showsSelectedBackground ? selectedBackgroundView : nil].compactMap { $0 }
        for view in backgrounds where isDrawn(view) {
            fillBackgroundColor(of: view, in: context)
            view.draw(in: context)
        }
        let contentFilled = isDrawn(contentView) && fillBackgroundColor(of: contentView, in: context)
        // The content view's drawing and the text (its label) have clear backgrounds: what lies below shows.
        let drawContent = {
            if self.isDrawn(self.contentView) {
                self.contentView.draw(in: context)
                self.contentView.drawSubviews(in: context)
            }
            if let configuration = self.contentConfiguration {
                configuration.draw(in: context, style: self.contentStyle)
            } else {
                self.drawText(in: context, inset: inset)
            }
        }
        if backgrounds.isEmpty && !contentFilled { drawContent() } else { context.compositingOverBackground(drawContent) }
    }

    /// With a `contentConfiguration` the configuration draws the content: the cell fills its background
    /// and draws a border only when `borderStyle` names one. Returns the content inset.
    private func drawConfiguredFillAndBorder(in context: DrawingContext) -> Int {
        if isOpaque && backgroundColor == nil { context.fill(context.bounds, style: contentStyle) }
        guard let borderStyle else { return layer.drawnBorder == nil ? 0 : 1 }
        context.drawBox(border: borderStyle, style: contentStyle)
        return 1
    }

    /// Gives a layer view the cell's bounds; whether it is drawn at all (not hidden, not transparent).
    private func isDrawn(_ view: View) -> Bool {
        let cellBounds = CGRect(origin: .zero, size: bounds.size)
        if view.frame != cellBounds { view.frame = cellBounds }
        return !view.isHidden && view.alpha > 0
    }

    /// Fills the cell with the view's `backgroundColor`; returns whether it had a visible one.
    @discardableResult
    private func fillBackgroundColor(of view: View, in context: DrawingContext) -> Bool {
        guard let color = view.backgroundColor, color.isVisible else { return false }
        context.fill(context.bounds, style: Style(background: color.nearestTerminalColor))
        return true
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
