import Foundation
import TermCanvas

/// What `View.snapshotView(afterScreenUpdates:)` returns: the cells a view drew when the snapshot was
/// taken, drawn again wherever the snapshot is put. A cell the view left blank (a plain space) lets
/// what is beneath show, as the clear parts of UIKit's snapshot do.
final class SnapshotView: View {
    /// The view's drawing, one canvas cell a terminal cell.
    private let image: Canvas

    /// Draws `view` — laid out, with its subviews — into a canvas as large as its bounds at the
    /// screen's scale; the snapshot's frame is the view's bounds, at the origin.
    init(of view: View) {
        let scale = ScreenMetrics.scale
        let area = scale.cellRect(for: CGRect(origin: .zero, size: view.bounds.size), origin: CellRect(x: 0, y: 0, width: 0, height: 0))
        let context = DrawingContext(canvas: Canvas(size: CellSize(width: area.width, height: area.height)), scale: scale)
        view.drawTree(in: context, frame: context.canvas.bounds, viewport: context.canvas.bounds)
        image = context.takeCanvas()
        super.init(frame: CGRect(origin: .zero, size: view.bounds.size))
    }

    /// A snapshot has nothing to decode: it is made from a view on screen (UIKit's views adopt
    /// `NSCoding` for storyboards, which tcv has none of).
    required init?(coder: NSCoder) {
        return nil
    }

    /// Writes the drawn cells from the top-left corner, clipped to the snapshot's frame.
    override func draw(in context: DrawingContext) {
        let size = context.size
        for y in 0..<min(image.size.height, size.height) {
            for x in 0..<min(image.size.width, size.width) {
                let cell = image[x, y]
                guard !cell.isContinuation, cell != .blank else { continue }
                context.write(cell.text, x: x, y: y, style: cell.style)
            }
        }
    }
}
