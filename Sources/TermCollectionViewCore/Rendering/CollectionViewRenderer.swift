import Foundation
import TermCanvas

/// Where a cell reaches the screen: draws a collection view's visible views into a canvas.
///
/// Views are drawn in ascending `zIndex` (stable: ties keep the layout's order), each at its frame
/// (transform included) relative to `contentOffset` (mirrored right to left: see
/// `CollectionView+LayoutDirection`), in points, turned into cells by the context's
/// `ScreenScale` (each edge rounded to the nearest cell edge), clipped to the viewport. Hidden views
/// and views with `alpha == 0` are skipped; partial alpha dims.
/// The cost is one `draw(in:)` per visible view, and drawing touches only the visible cells however
/// large a frame is. A view whose frame cannot be drawn (a transform or geometry set from code that
/// is not finite) is skipped and reported, never a trap.
@MainActor
public enum CollectionViewRenderer {
    /// Draws `collectionView` into `context.canvas` inside `viewport` (canvas cells; the collection
    /// view's bounds in points map onto it by `context.scale`, its top-left corner at `origin`'s, by
    /// default the viewport's). Runs a layout pass first if one is needed. The context's focus is
    /// restored afterwards.
    public static func render(_ collectionView: CollectionView, in context: DrawingContext, viewport: CellRect,
                              origin: CellRect? = nil) {
        collectionView.layoutIfNeeded()
        let restore = (frame: context.frame, clip: context.clip)
        let origin = origin ?? viewport
        let entries = collectionView.viewsInDrawingOrder
        let scale = context.scale
        let mirroring = collectionView.isMirroringLayout
        if let background = collectionView.backgroundView, !background.isHidden, background.alpha > 0 {
            drawBackgroundView(background, of: collectionView, in: context, origin: origin, viewport: viewport)
        }
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
            let frame = scale.cellRect(for: collectionView.visibleRect(forLayout: view.layoutFrame, mirroring: mirroring), origin: origin)
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
        ScrollIndicators.draw(for: collectionView, in: context, frame: origin, viewport: viewport)
        drawRefreshing(collectionView, in: context, frame: origin, viewport: viewport)
        // The index strip and an open edit menu, over everything the collection view shows.
        if collectionView.showsInputOverlays {
            context.withCanvas { collectionView.drawInputOverlays(into: &$0, area: origin, clip: viewport, scale: scale) }
        }
        context.focus(on: restore.frame, viewport: restore.clip)
    }

    /// The background view, behind every element and not scrolling: it fills the collection view's
    /// visible area, as UIKit sizes it to the bounds.
    private static func drawBackgroundView(_ background: View, of collectionView: CollectionView, in context: DrawingContext,
                                           origin: CellRect, viewport: CellRect) {
        let size = collectionView.bounds.size
        if background.frame != CGRect(origin: .zero, size: size) { background.frame = CGRect(origin: .zero, size: size) }
        let frame = context.scale.cellRect(for: CGRect(origin: .zero, size: size), origin: origin)
        background.drawTree(in: context, frame: frame, viewport: viewport)
        if background.alpha < 1 { context.modifyStyle { $0.isDim = true } }
    }

    /// The refresh control's row, centred at the top while it refreshes.
    private static func drawRefreshing(_ collectionView: CollectionView, in context: DrawingContext, frame: CellRect, viewport: CellRect) {
        guard let control = collectionView.refreshControl, control.isRefreshing else { return }
        let row = CellRect(x: frame.x, y: frame.y, width: frame.width, height: min(1, frame.height))
        guard !row.intersection(viewport).isEmpty else { return }
        context.focus(on: row, viewport: viewport)
        context.fill(context.bounds, style: .plain)
        let line = DisplayWidth.truncate(control.refreshingLine, toWidth: row.width)
        context.write(line, x: max(0, (row.width - DisplayWidth.of(line)) / 2), y: 0, style: Style(dim: true))
    }

    /// Renders `collectionView` alone into a new canvas as large as its bounds at `scale` (for tests
    /// and tools).
    public static func canvas(for collectionView: CollectionView, scale: ScreenScale = .cells) -> Canvas {
        let bounds = scale.cellRect(for: CGRect(origin: .zero, size: collectionView.bounds.size),
                                    origin: CellRect(x: 0, y: 0, width: 0, height: 0))
        let context = DrawingContext(canvas: Canvas(size: CellSize(width: bounds.width, height: bounds.height)), scale: scale)
        render(collectionView, in: context, viewport: context.canvas.bounds)
        return context.canvas
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
