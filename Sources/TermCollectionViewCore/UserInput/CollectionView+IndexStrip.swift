import Foundation
import TermCanvas

/// The index strip: the data source's `indexTitles(for:)` down the collection view's trailing edge
/// (the left one right to left), as UIKit draws its section index, one title a row centred on the
/// strip (every n-th when they do not all fit). A click on a title scrolls to where
/// `indexPath(forIndexTitle:at:)` says.
extension CollectionView {
    /// The rows of the strip in `area` (the view's cells) and which title each shows.
    func indexStrip(in area: CellRect) -> (column: Int, rows: [(y: Int, index: Int)])? {
        let titles = indexTitles
        guard !titles.isEmpty, area.width > 2, area.height > 0 else { return nil }
        let step = (titles.count + area.height - 1) / area.height
        let shown = Array(stride(from: 0, to: titles.count, by: step))
        let top = area.y + (area.height - shown.count) / 2
        let column = effectiveUserInterfaceLayoutDirection == .rightToLeft ? area.x : area.x + area.width - 1
        return (column, shown.enumerated().map { (top + $0.offset, $0.element) })
    }

    /// The view's own cells, from its top-left corner, where its mouse events are counted.
    private var ownCells: CellRect {
        userInput.screenScale.cellRect(for: CGRect(origin: .zero, size: bounds.size), origin: CellRect(x: 0, y: 0, width: 0, height: 0))
    }

    /// Draws the strip over the last column of `area` (the view's cells in the canvas), inside `clip`.
    func drawIndexStrip(into canvas: inout Canvas, area: CellRect, clip: CellRect) {
        guard let strip = indexStrip(in: area) else { return }
        let titles = indexTitles
        let style = Style(bold: true)
        for (y, index) in strip.rows {
            let title = String(titles[index].prefix(1))
            // A wide title (a kana, an emoji) takes two columns: at the right edge it starts one further left.
            let x = DisplayWidth.of(title) > 1 && strip.column > area.x ? strip.column - 1 : strip.column
            canvas.write(title, x: x, y: y, style: style, clip: clip)
        }
    }

    /// A click on the strip: scrolls to the title's index path; false when the click is elsewhere.
    func handleIndexStripClick(_ mouse: MouseEvent) -> Bool {
        guard let index = indexStripTitle(at: mouse) else { return false }
        layoutIfNeeded()
        scrollToIndexTitle(at: index)
        return true
    }

    /// Whether a press (cells from the view's top-left corner) lands on a title of the strip.
    package func takesIndexStripClick(_ mouse: MouseEvent, screenScale: ScreenScale) -> Bool {
        userInput.screenScale = screenScale
        return indexStripTitle(at: mouse) != nil
    }

    /// The index of the title a left press lands on, if it lands on the strip.
    private func indexStripTitle(at mouse: MouseEvent) -> Int? {
        guard mouse.action == .press, mouse.button == .left, let strip = indexStrip(in: ownCells),
              abs(mouse.x - strip.column) <= 1 else { return nil }
        return strip.rows.first(where: { $0.y == mouse.y })?.index
    }

    /// Whether there is an index strip or an open edit menu to draw (checked every frame, so cheap:
    /// the titles are asked once per data change).
    package var showsInputOverlays: Bool {
        userInput.editMenu != nil || !indexTitles.isEmpty
    }

    /// Draws what the user's input puts over the collection view — the index strip and an open
    /// edit menu — in `area` (the view's cells in the canvas), inside `clip`.
    package func drawInputOverlays(into canvas: inout Canvas, area: CellRect, clip: CellRect, scale: ScreenScale) {
        drawIndexStrip(into: &canvas, area: area, clip: clip)
        guard let menu = userInput.editMenu, let frame = layoutAttributesForItem(at: menu.indexPath)?.frame else { return }
        let item = scale.cellRect(for: visibleRect(forContent: frame), origin: area)
        menu.draw(into: &canvas, beside: item, viewport: area.intersection(clip))
    }
}
