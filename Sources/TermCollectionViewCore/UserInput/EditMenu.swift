import Foundation
import TermCanvas

/// An item's open menu (UIKit's `UIMenuController` for a collection view item, or its context menu):
/// the rows the delegate offers, one of them chosen, drawn as a small double-bordered box beside the item.
struct EditMenu {
    /// The item the menu belongs to.
    let indexPath: IndexPath
    /// The rows offered, in order.
    let actions: [CollectionView.MenuEntry]
    /// The action Enter performs; ↑/↓ change it.
    var chosen = 0

    /// Draws the box beside `item` (canvas cells) where it fits in `viewport`: right of it, else left,
    /// else below, else above (as UIKit's menu sits above or below a wide target), else over it. The
    /// chosen action is in reverse video.
    func draw(into canvas: inout Canvas, beside item: CellRect, viewport: CellRect) {
        let width = (actions.map { DisplayWidth.of($0.title) }.max() ?? 0) + 4
        let height = actions.count + 2
        let clampedY = max(viewport.y, min(item.y, viewport.y + viewport.height - height))
        let clampedX = max(viewport.x, min(item.x + 1, viewport.x + viewport.width - width))
        let x: Int, y: Int
        if item.x + item.width + width <= viewport.x + viewport.width {
            (x, y) = (item.x + item.width, clampedY)
        } else if item.x - width >= viewport.x {
            (x, y) = (item.x - width, clampedY)
        } else if item.y + item.height + height <= viewport.y + viewport.height {
            (x, y) = (clampedX, item.y + item.height)
        } else if item.y - height >= viewport.y {
            (x, y) = (clampedX, item.y - height)
        } else {
            (x, y) = (clampedX, clampedY)
        }
        let box = CellRect(x: x, y: y, width: width, height: height)
        canvas.fill(box, clip: viewport)
        canvas.drawBox(box, border: .double, clip: viewport)
        for (index, action) in actions.enumerated() {
            let row = CellRect(x: x + 1, y: y + 1 + index, width: width - 2, height: 1)
            let style = index == chosen ? Style(reverse: true) : .plain
            canvas.fill(row, style: style, clip: viewport)
            _ = canvas.write(action.title, x: x + 2, y: row.y, style: style, clip: viewport)
        }
    }
}
