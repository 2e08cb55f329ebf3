import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

@MainActor
final class LayoutPassTests: XCTestCase {
    // UICollectionViewLayout docs: prepare() first, then collectionViewContentSize, then
    // layoutAttributesForElements(in:) — once each per pass.
    func test_first_pass_calls_prepare_then_contentSize_then_elements_once_each() async {
        let (collectionView, layout, _) = makeListCollectionView(counts: [100])
        _ = layout.takeCalls()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), ["prepare", "contentSize", "elements(in: 0..<10)"])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 300))
    }

    func test_scrolling_asks_about_the_bounds_change_and_does_not_prepare_when_the_layout_declines() async {
        let (collectionView, layout, _) = makeListCollectionView(counts: [100])
        collectionView.layoutIfNeeded()
        _ = layout.takeCalls()

        collectionView.contentOffset = CGPoint(x: 0, y: 7)
        XCTAssertEqual(layout.takeCalls(), [], "setting the offset only marks; the pass does the work")
        collectionView.layoutIfNeeded()

        // UIKit keeps the attributes of the views on screen and the content size until the layout is
        // invalidated: only the 7 rows the scroll uncovered (10..<17) are asked for.
        XCTAssertEqual(layout.takeCalls(), ["shouldInvalidate(7 from 0)", "elements(in: 10..<17)"])
        XCTAssertEqual(collectionView.statistics.prepareCalls, 1)
    }

    func test_when_the_layout_accepts_a_bounds_change_it_is_invalidated_with_its_context_then_prepared() async {
        let (collectionView, layout, _) = makeListCollectionView(counts: [100])
        layout.invalidatesOnBoundsChange = true
        collectionView.layoutIfNeeded()
        _ = layout.takeCalls()

        collectionView.contentOffset = CGPoint(x: 0, y: 3)
        collectionView.layoutIfNeeded()

        XCTAssertEqual(layout.takeCalls(), [
            "shouldInvalidate(3 from 0)", "invalidationContext", "invalidate", "prepare", "contentSize", "elements(in: 3..<13)",
        ])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), [], "the invalidation was consumed by that pass; no second pass")
    }

    func test_invalidateLayout_only_marks_and_the_next_pass_prepares_once() async {
        let (collectionView, layout, _) = makeListCollectionView(counts: [10])
        collectionView.layoutIfNeeded()
        _ = layout.takeCalls()

        layout.invalidateLayout()
        layout.invalidateLayout()
        XCTAssertEqual(layout.takeCalls(), ["invalidate", "invalidate"])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), ["prepare", "contentSize", "elements(in: 0..<10)"])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), [], "no pass without a reason")
    }

    func test_a_resize_is_a_bounds_change() async {
        let (collectionView, layout, _) = makeListCollectionView(counts: [10])
        collectionView.layoutIfNeeded()
        _ = layout.takeCalls()
        collectionView.frame = CGRect(x: 0, y: 0, width: 30, height: 6)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), ["shouldInvalidate(0 from 0)", "elements(in: 0..<6)"],
                       "only the strip the wider view uncovers (x 20..<30) is asked for")
    }

    func test_reloadData_invalidates_everything_and_refetches_counts() async {
        let (collectionView, layout, dataSource) = makeListCollectionView(counts: [3])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        dataSource.counts = [5, 2]
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3, "counts are cached until reload")
        collectionView.reloadData()
        _ = layout.takeCalls()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfSections, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 5)
        XCTAssertEqual(layout.takeCalls().first, "prepare")
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 4, "rows 0-3 of 3 rows each intersect 0..<10")
    }

    func test_a_scroll_made_by_the_delegate_during_a_pass_gets_its_own_pass() async {
        let (collectionView, layout, dataSource) = makeListCollectionView(counts: [100])
        dataSource.onWillDisplay = { collectionView, indexPath in
            if indexPath.item == 0 { collectionView.contentOffset = CGPoint(x: 0, y: 30) }
        }
        collectionView.layoutIfNeeded()
        dataSource.onWillDisplay = nil
        _ = layout.takeCalls()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), ["shouldInvalidate(30 from 0)", "elements(in: 30..<40)"], "none of it was on screen")
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, IndexPath(item: 10, section: 0))
    }

    func test_programmatic_contentOffset_is_not_clamped() async {
        let (collectionView, _, _) = makeListCollectionView(counts: [2])
        collectionView.contentOffset = CGPoint(x: 0, y: -50)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: -50))
        XCTAssertEqual(collectionView.bounds.origin, CGPoint(x: 0, y: -50))
        XCTAssertTrue(collectionView.visibleCells.isEmpty)
    }
}

/// `viewsInDrawingOrder` keeps the views on screen between passes (frames without a pass do not look
/// every view up again); what it keeps must follow every pass, and zIndex changes must still re-sort.
@MainActor
final class DrawingOrderTests: XCTestCase {
    private func drawn(_ collectionView: CollectionView) -> [Int] {
        collectionView.viewsInDrawingOrder.map(\.key.indexPath.item)
    }

    func test_the_drawing_order_follows_each_pass_and_names_the_views_on_screen() async {
        // Items are 3 rows tall in a 10-row view: offset 0 shows items 0–3 (rows 0–11), offset 7
        // shows rows 7–16, items 2–5 (item 2 is rows 6–8, item 5 rows 15–17).
        let (collectionView, _, _) = makeListCollectionView(counts: [100])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(drawn(collectionView), [0, 1, 2, 3])
        XCTAssertEqual(drawn(collectionView), [0, 1, 2, 3], "asked again without a pass")
        collectionView.contentOffset = CGPoint(x: 0, y: 7)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(drawn(collectionView), [2, 3, 4, 5])
        for (key, view) in collectionView.viewsInDrawingOrder {
            XCTAssertTrue(view === collectionView.cellForItem(at: key.indexPath), "item \(key.indexPath.item)")
        }
        collectionView.contentOffset = CGPoint(x: 0, y: 0)
        collectionView.layoutIfNeeded()
        // Views that stay keep their place; those a scroll brings draw after them (UIKit adds a
        // new view above the others of its zIndex).
        XCTAssertEqual(drawn(collectionView), [2, 3, 0, 1], "scrolled back")
    }

    func test_a_zPosition_changed_between_passes_reorders_the_drawing() async {
        let (collectionView, _, _) = makeListCollectionView(counts: [100])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(drawn(collectionView), [0, 1, 2, 3])
        collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.zPosition = 2
        XCTAssertEqual(drawn(collectionView), [0, 2, 3, 1], "the raised view draws last, without a pass")
    }
}
