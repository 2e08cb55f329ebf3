import Foundation
import TermCanvas

/// How a view's subviews reach the screen: after the view drew itself, each subview — laid out first
/// (`layoutIfNeeded()`, so constraints are solved) — fills its `backgroundColor`, draws, draws its own
/// subviews, then its layer's border, back to front. As in UIKit, subviews are not clipped to their
/// superview (`clipsToBounds` is stored only); all of them stay inside the collection view element or
/// screen area being drawn, which the context never paints outside.
extension View {
    /// Lays the view out, draws its subviews into `context` (focused on this view), then its layer's
    /// border. Restores the context's focus.
    public func drawSubviews(in context: DrawingContext) {
        layoutIfNeeded()
        let frame = context.frame, clip = context.clip
        // A cell draws its content view itself, between its background views (its layers).
        let drawnBySelf = ownContentView
        for subview in subviews where subview !== drawnBySelf && !subview.isHidden && subview.alpha > 0 {
            let rect = subview.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            guard rect.isDrawable else { continue }
            let cells = context.scale.cellRect(for: rect, origin: frame)
            context.focus(on: cells, viewport: clip)
            if !context.clip.isEmpty {
                if let color = subview.backgroundColor, color.isVisible {
                    context.fill(context.bounds, style: Style(background: color.nearestTerminalColor))
                }
                subview.draw(in: context)
                subview.drawSubviews(in: context)
                if subview.drawsAboveSubviews { subview.drawAboveSubviews(in: context) }
                if subview.alpha < 1 { context.modifyStyle { $0.isDim = true } }
            }
            context.focus(on: frame, viewport: clip)
        }
        layer.drawBorder(in: context)
    }
}

extension View {
    /// Draws the view tree rooted at this view into `frame` of `context`'s canvas, drawable only inside
    /// `viewport`: the root's background and content, then its subviews (see `drawSubviews(in:)`); a
    /// collection view in the tree draws its cells (`CollectionViewRenderer`) where the tree puts it.
    public func drawTree(in context: DrawingContext, frame: CellRect, viewport: CellRect) {
        context.focus(on: frame, viewport: viewport)
        if let color = backgroundColor, color.isVisible {
            context.fill(context.bounds, style: Style(background: color.nearestTerminalColor))
        }
        draw(in: context)
        drawSubviews(in: context)
        if drawsAboveSubviews { drawAboveSubviews(in: context) }
        context.focus(on: context.canvas.bounds, viewport: context.canvas.bounds)
    }
}
