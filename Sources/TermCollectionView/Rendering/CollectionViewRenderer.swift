import Foundation
import TermCanvas

/// Where a cell reaches the screen: draws a collection view's visible views into a canvas.
///
/// Views are drawn in ascending `zIndex` (stable: ties keep the layout's order), each at its frame
/// (transform included) relative to `contentOffset`, rasterized by rounding edges to the nearest cell,
/// clipped to the viewport. Hidden views and views with `alpha == 0` are skipped; partial alpha dims.
/// The cost is one `draw(in:)` per visible view, and drawing touches only the visible cells however
/// large a frame is. A view whose frame cannot be drawn (a transform or geometry set from code that
/// is not finite) is skipped and reported, never a trap.
@MainActor
public enum CollectionViewRenderer {
    /// Draws `collectionView` into `context.canvas` inside `viewport` (canvas cells). Runs a layout
    /// pass first if one is needed.
    public static func render(_ collectionView: CollectionView, in context: DrawingContext, viewport: CellRect) {
        collectionView.layoutIfNeeded()
        let offset = collectionView.contentOffset
        let entries = collectionView.viewsInDrawingOrder
        // By index: binding each entry would copy its key (a string and an index path) per view per
        // frame, and only an undrawable view needs it.
        for index in entries.indices {
            let view = entries[index].view
            guard !view.isHidden && view.alpha > 0 else { continue }
            let viewFrame = view.frame
            guard viewFrame.isDrawable else {
                reportUndrawable(view, key: entries[index].key, in: collectionView)
                continue
            }
            let frame = rasterize(viewFrame.offsetBy(dx: -offset.x, dy: -offset.y), origin: viewport)
            guard !frame.intersection(viewport).isEmpty else { continue }
            context.focus(on: frame, viewport: viewport)
            if let background = view.backgroundColor, background.isVisible {
                context.fill(context.bounds, style: Style(background: background.nearestTerminalColor))
            }
            view.draw(in: context)
            view.drawSubviews(in: context)
            if (view as? CollectionViewCell)?.isFocused == true { FocusHalo.draw(in: context) }
            if view.alpha < 1 {
                context.modifyStyle { $0.isDim = true }
            }
        }
        context.focus(on: context.canvas.bounds, viewport: context.canvas.bounds)
    }

    /// Renders `collectionView` alone into a new canvas of its bounds size (for tests and tools).
    public static func canvas(for collectionView: CollectionView) -> Canvas {
        let size = CellSize(width: Int(collectionView.bounds.width.rounded()), height: Int(collectionView.bounds.height.rounded()))
        let context = DrawingContext(canvas: Canvas(size: size))
        render(collectionView, in: context, viewport: context.canvas.bounds)
        return context.canvas
    }

    /// A frame in view space → canvas cells. Edges round to the nearest cell (halves round up, so a
    /// rect keeps its cell size wherever it sits). Edges are first clamped to ±2^53 (NaN to 0), so no
    /// value traps in the conversion to `Int`; the clipped drawing then touches only visible cells.
    public static func rasterize(_ rect: CGRect, origin: CellRect) -> CellRect {
        func round(_ value: CGFloat) -> Int { Int((DrawableGeometry.clamped(value) + 0.5).rounded(.down)) }
        let minX = round(rect.minX), maxX = round(rect.maxX)
        let minY = round(rect.minY), maxY = round(rect.maxY)
        return CellRect(x: origin.x + minX, y: origin.y + minY, width: maxX - minX, height: maxY - minY)
    }

    private static func reportUndrawable(_ view: CollectionReusableView, key: ElementKey, in collectionView: CollectionView) {
        let path = key.indexPath.map(String.init).joined(separator: " - ")
        collectionView.layoutDiagnostics.report(LayoutProblem(
            category: .invalidGeometry, source: String(describing: type(of: view)),
            element: "\(key.category) \(key.kind.map { "\($0) " } ?? "")\(path)", property: "frame",
            value: ProblemValue.of(view.frame),
            message: "view frame \(ProblemValue.of(view.frame)) cannot be drawn (not finite, or beyond ±2^53); the view is skipped",
            fix: "keep the view's center, bounds and transform finite (set them through layout attributes)"))
    }
}
