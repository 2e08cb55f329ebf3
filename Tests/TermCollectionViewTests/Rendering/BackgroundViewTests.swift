import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// UICollectionView's `backgroundView` (Apple's docs: "automatically resized to track the size of the
/// collection view"; "positioned underneath all of the other content and does not scroll"): drawn
/// behind the cells, filling the visible area, in place while the content scrolls.
@MainActor
final class BackgroundViewTests: XCTestCase {
    private func draw(_ collectionView: CollectionView) -> Canvas {
        let size = CellSize(width: Int(collectionView.bounds.width), height: Int(collectionView.bounds.height))
        let context = DrawingContext(canvas: Canvas(size: size), scale: .cells)
        CollectionViewRenderer.render(collectionView, in: context, viewport: context.canvas.bounds)
        return context.takeCanvas()
    }

    private func emptyStateLabel() -> Label {
        let label = Label()
        label.text = "No photos"
        label.textAlignment = .center
        return label
    }

    func test_an_empty_collection_view_shows_its_background_view_filling_it() async {
        let (collectionView, _, _) = makeListCollectionView(counts: [0], size: CGSize(width: 20, height: 3))
        let label = emptyStateLabel()
        collectionView.backgroundView = label
        XCTAssertEqual(draw(collectionView).textLines(), ["                    ", "     No photos      ", "                    "])
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 20, height: 3))
    }

    func test_the_background_view_stays_behind_the_cells_and_does_not_scroll() async {
        let (collectionView, _, _) = makeListCollectionView(counts: [20], size: CGSize(width: 20, height: 10))
        collectionView.backgroundView = emptyStateLabel()
        collectionView.contentOffset = CGPoint(x: 0, y: 7)
        let lines = draw(collectionView).textLines()
        XCTAssertFalse(lines.joined().contains("No photos"), "the cells cover it:\n" + lines.joined(separator: "\n"))
        XCTAssertEqual(collectionView.backgroundView?.frame, CGRect(x: 0, y: 0, width: 20, height: 10), "its frame ignores the offset")
    }
}
