import Foundation
import TermCanvas
import TermCollectionView

/// The index strip: the data source's `indexTitles(for:)` down the collection view's trailing edge
/// (the left one right to left), as UIKit draws its section index, one title a row centred on the strip (every n-th when they do
/// not all fit). A click on a title scrolls to where `indexPath(forIndexTitle:at:)` says.
extension CollectionViewController {
    /// The rows of the strip in `viewport` and which title each shows.
    func indexStrip(in viewport: CellRect) -> (column: Int, rows: [(y: Int, index: Int)])? {
        let titles = collectionView.indexTitles
        guard !titles.isEmpty, viewport.width > 2, viewport.height > 0 else { return nil }
        let step = (titles.count + viewport.height - 1) / viewport.height
        let shown = Array(stride(from: 0, to: titles.count, by: step))
        let top = viewport.y + (viewport.height - shown.count) / 2
        let column = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? viewport.x : viewport.x + viewport.width - 1
        return (column, shown.enumerated().map { (top + $0.offset, $0.element) })
    }

    /// The collection view's own cells, from the top-left corner where mouse events are counted.
    var ownViewport: CellRect {
        screenScale.cellRect(for: CGRect(origin: .zero, size: collectionView.bounds.size), origin: CellRect(x: 0, y: 0, width: 0, height: 0))
    }

    /// Draws the strip over the collection view's last column.
    func drawIndexStrip(into canvas: inout Canvas, viewport: CellRect) {
        guard let strip = indexStrip(in: viewport) else { return }
        let titles = collectionView.indexTitles
        let style = Style(bold: true)
        for (y, index) in strip.rows {
            let title = String(titles[index].prefix(1))
            // A wide title (a kana, an emoji) takes two columns: at the right edge it starts one further left.
            let x = DisplayWidth.of(title) > 1 && strip.column > viewport.x ? strip.column - 1 : strip.column
            canvas.write(title, x: x, y: y, style: style, clip: viewport)
        }
    }

    /// A click on the strip: scrolls to the title's index path; false when the click is elsewhere.
    func handleIndexStripClick(_ mouse: MouseEvent, viewport: CellRect) -> Bool {
        guard mouse.action == .press, mouse.button == .left, let strip = indexStrip(in: viewport),
              abs(mouse.x - strip.column) <= 1, let row = strip.rows.first(where: { $0.y == mouse.y }) else { return false }
        collectionView.layoutIfNeeded()
        collectionView.scrollToIndexTitle(at: row.index)
        return true
    }
}
