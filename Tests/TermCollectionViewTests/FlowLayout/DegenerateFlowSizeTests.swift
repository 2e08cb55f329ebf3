import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Issue 8: zero-area flow items. On main every query returned every item — they all sat on one
/// line and zero-area rectangles counted as visible (1M items: 863 MB, 7.7 s; 10M: over 4 GB).
/// UIKit logs "Negative or zero item sizes are not supported by flow layout" and shows nothing.
@MainActor
final class DegenerateFlowSizeTests: ProblemRecordingTestCase {
    private func flow(itemSize: CGSize, items: Int) -> (CollectionView, CollectionViewFlowLayout, HugeCounts) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 23), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = HugeCounts(sections: 1, items: items)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, layout, dataSource)
    }

    func test_ten_million_zero_width_items_return_nothing_and_are_reported_once() async {
        let (collectionView, layout, dataSource) = flow(itemSize: CGSize(width: 0, height: 1), items: 10_000_000)
        XCTAssertEqual(layout.layoutAttributesForElements(in: collectionView.bounds)?.count, 0)
        XCTAssertEqual(collectionView.statistics.visibleElements, 0)
        collectionView.contentOffset.y = 0.5
        collectionView.layoutIfNeeded()
        XCTAssertEqual(recorder.lines, [
            "CollectionViewFlowLayout: Negative or zero item sizes are not supported by flow layout. Invalid size: {0, 1}; "
                + "these items are not shown; give items a positive width and height (itemSize)",
        ])
        withExtendedLifetime(dataSource) {}
    }

    func test_zero_sized_items_return_nothing() async {
        let (collectionView, layout, dataSource) = flow(itemSize: .zero, items: 1_000_000)
        XCTAssertEqual(layout.layoutAttributesForElements(in: collectionView.bounds)?.count, 0)
        XCTAssertEqual(recorder.problems.map(\.value), ["{0, 0}"])
        // The item still has attributes when asked for directly, as in UIKit: it just has no area.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.size, .zero)
        withExtendedLifetime(dataSource) {}
    }

    func test_zero_height_items_of_a_horizontal_flow_return_nothing() async {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 3, height: 0)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 23), collectionViewLayout: layout)
        let dataSource = HugeCounts(sections: 1, items: 1_000_000)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.layoutAttributesForElements(in: collectionView.bounds)?.count, 0)
        XCTAssertEqual(recorder.problems.map(\.value), ["{3, 0}"])
        withExtendedLifetime(dataSource) {}
    }

    // Delegate sizes 5×2, 0×2, 5×2, spacings 10, 20 columns. Line 1 takes items 0 and 1 (5 + 10 + 0 = 15
    // fits; + 10 + 5 = 30 does not); item 2 starts line 2 at y 2 + 10 = 12, inside the 20-row view.
    // The zero-width item 1 is never shown.
    func test_a_delegate_sized_zero_width_item_is_not_shown_and_reported() async {
        let delegate = ItemSizingDelegate { $0.item == 1 ? CGSize(width: 0, height: 2) : CGSize(width: 5, height: 2) }
        let fixture = FlowFixture(width: 20, height: 20, layout: CollectionViewFlowLayout(), itemCounts: [3], delegate: delegate)
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems.map(\.item), [0, 2])
        XCTAssertEqual(recorder.lines, [
            "CollectionViewFlowLayout: Negative or zero item sizes are not supported by flow layout. Invalid size: {0, 2}; "
                + "these items are not shown; give items a positive width and height (collectionView(_:layout:sizeForItemAt:))",
        ])
    }

    // Not zero but a billionth of a cell: 8·10^10 items would share each 80-column line. A query over
    // the 80×23 view returns at most 4 per cell: 4 × 80 × 23 = 7 360 candidates — the first 7 360
    // columns of line 0, all within 80 × 7 360 · 10^-9 of x 0 — and says so once.
    func test_items_far_smaller_than_a_cell_are_cut_to_four_per_cell_of_the_query() async {
        let (collectionView, layout, dataSource) = flow(itemSize: CGSize(width: 1e-9, height: 1), items: 10_000_000)
        let attributes = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        XCTAssertEqual(attributes.count, 7_360)
        XCTAssertEqual(attributes.last?.indexPath, IndexPath(item: 7_359, section: 0))
        XCTAssertEqual(recorder.lines, [
            "CollectionViewFlowLayout: items of size {1e-09, 1} put more than four items in a cell; "
                + "layoutAttributesForElements(in:) returns only the first 7360 in (0, 0, 80, 23); "
                + "give items at least a cell's width and height",
        ])
        withExtendedLifetime(dataSource) {}
    }

    // Apple's column-flow sample in a view narrower than one column: Int(width / 300) = 0 columns,
    // width / 0 = +∞. On the old main the NaN origin trapped in Foundation's CGRect.intersects.
    func test_an_infinitely_wide_item_is_reported_not_trapped() async {
        let (collectionView, layout, _) = flow(itemSize: CGSize(width: CGFloat.infinity, height: 3), items: 5)
        XCTAssertEqual(layout.layoutAttributesForElements(in: collectionView.bounds)?.count, 0)
        XCTAssertEqual(collectionView.statistics.visibleElements, 0)
        XCTAssertEqual(recorder.lines.count, 1)
        XCTAssertTrue(recorder.lines.first?.hasPrefix("CollectionViewFlowLayout: the item width must be less than the width of the UICollectionView") == true,
                      recorder.lines.first ?? "")
    }
}
