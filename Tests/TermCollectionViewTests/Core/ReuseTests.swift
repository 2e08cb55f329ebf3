import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

@MainActor
final class ReuseTests: XCTestCase {
    func test_dequeue_applies_the_items_attributes_before_returning_the_cell() async {
        let (collectionView, _, dataSource) = makeListCollectionView(counts: [10])
        collectionView.layoutIfNeeded()
        XCTAssertEqual(dataSource.frameAtDequeue[IndexPath(item: 2, section: 0)], CGRect(x: 0, y: 6, width: 20, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.text, "0.2")
    }

    func test_views_made_stay_within_visible_plus_a_small_constant_over_a_long_scroll() async {
        let (collectionView, _, dataSource) = makeListCollectionView(counts: [1000])
        collectionView.layoutIfNeeded()
        let visible = collectionView.visibleCells.count   // rows of 3 in a 10-row viewport: 4
        for offset in stride(from: 0, through: 2900, by: 1) {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            collectionView.layoutIfNeeded()
        }
        let stats = collectionView.statistics
        XCTAssertEqual(visible, 4)
        XCTAssertLessThanOrEqual(stats.viewsCreated, visible + 2)
        XCTAssertGreaterThan(stats.viewsReused, 900)
        XCTAssertEqual(dataSource.willDisplay - dataSource.didEndDisplaying, collectionView.visibleCells.count,
                       "every willDisplay is matched by didEndDisplaying once the cell leaves")
        let prepared = collectionView.visibleCells.map { ($0 as! CountingCell).prepareForReuseCount }.reduce(0, +)
        XCTAssertGreaterThan(prepared, 0, "recycled cells went through prepareForReuse")
    }

    func test_a_recycled_cell_is_prepared_for_reuse_and_reconfigured() async {
        let (collectionView, _, _) = makeListCollectionView(counts: [100])
        collectionView.layoutIfNeeded()
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! CountingCell
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        XCTAssertTrue(first.isSelected)
        collectionView.contentOffset = CGPoint(x: 0, y: 12)   // item 0 (rows 0-2) leaves; items 4-7 show
        collectionView.layoutIfNeeded()
        let recycled = collectionView.visibleCells.first { $0 === first } as? CountingCell
        XCTAssertNotNil(recycled, "the cell that left came back for a new item")
        XCTAssertEqual(recycled?.prepareForReuseCount, 1)
        XCTAssertFalse(recycled?.isSelected ?? true, "selection does not follow a recycled view")
        XCTAssertNotEqual(recycled?.text, "0.0")
    }

    func test_visible_queries_answer_from_the_last_pass() async {
        let (collectionView, _, _) = makeListCollectionView(counts: [100])
        collectionView.contentOffset = CGPoint(x: 0, y: 30)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (10...13).map { IndexPath(item: $0, section: 0) })
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 5, y: 31.5)), IndexPath(item: 10, section: 0))
        XCTAssertEqual(collectionView.statistics.visibleElements, 4)
        let cell = collectionView.cellForItem(at: IndexPath(item: 12, section: 0))!
        XCTAssertEqual(collectionView.indexPath(for: cell), IndexPath(item: 12, section: 0))
    }

    func test_scrollToItem_places_the_item_and_clamps_to_the_content() async {
        let (collectionView, _, dataSource) = makeListCollectionView(counts: [100])   // content 300 rows, viewport 10
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 150)
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 146.5)    // midY 151.5 − 10/2
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 143)      // maxY 153 − 10
        collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset.y, 290, "clamped: the content ends at 300")
        XCTAssertGreaterThan(dataSource.scrolls, 0, "scrollViewDidScroll reached the delegate")
    }

    func test_unregistered_identifier_message_names_identifier_kind_and_registered_ones() async {
        let message = UsageError.unregisteredReuseIdentifier("Header", role: "supplementary view of kind \"UICollectionElementKindSectionHeader\"", registered: ["Footer", "Banner"]).description
        XCTAssertEqual(message, "could not dequeue a supplementary view of kind \"UICollectionElementKindSectionHeader\" with reuse identifier \"Header\": it is not registered (registered for this kind: \"Banner\", \"Footer\"); call register(_:for…ReuseIdentifier:) with \"Header\" first (a storyboard's or nib's prototype cells are not read here: register the class in code)")
    }
}
