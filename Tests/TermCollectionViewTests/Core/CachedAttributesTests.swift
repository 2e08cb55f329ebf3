import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Layouts commonly build their attributes in `prepare()` and hand the same objects back on every
/// query. The collection view then skips comparing and validating an object it has seen unchanged —
/// these tests pin that a change made to such an object in place still reaches the screen, and that
/// an object checked against old data is checked again after the data changed.
@MainActor
final class CachedAttributesTests: ProblemRecordingTestCase {
    private let first = IndexPath(item: 0, section: 0)

    func test_a_cached_object_changed_in_place_reaches_its_view_after_an_invalidation() async {
        let (collectionView, dataSource) = makePreparedOnceCollectionView(height: 10)
        let layout = collectionView.collectionViewLayout
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: first)
        let cached = layout.layoutAttributesForItem(at: first)
        XCTAssertEqual(cell?.alpha, 1)
        cached?.alpha = 0.5
        cached?.zIndex = 3
        layout.invalidateLayout(with: CollectionViewLayoutInvalidationContext())
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell?.alpha, 0.5)
        XCTAssertEqual(cell?.appliedLayoutAttributes?.zIndex, 3)
        withExtendedLifetime(dataSource) {}
    }

    // UIKit gives views copies and re-applies only after an invalidation: an object changed in place
    // with no invalidation changes nothing on screen, not even after a scroll that keeps the view.
    func test_a_cached_object_changed_in_place_without_invalidation_does_not_reach_its_view() async {
        let (collectionView, layout, _) = makeListCollectionView(counts: [10])
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: first)
        layout.layoutAttributesForItem(at: first)?.alpha = 0.5
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell?.alpha, 1)
        XCTAssertEqual(cell?.appliedLayoutAttributes?.alpha, 1)
    }

    func test_a_cached_object_made_undrawable_in_place_is_skipped_and_reported() async {
        let (collectionView, dataSource) = makePreparedOnceCollectionView(height: 10)
        let layout = collectionView.collectionViewLayout
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 5)
        layout.layoutAttributesForItem(at: first)?.alpha = .nan
        layout.invalidateLayout(with: CollectionViewLayoutInvalidationContext())
        collectionView.layoutIfNeeded()
        XCTAssertFalse(collectionView.indexPathsForVisibleItems.contains(first))
        XCTAssertEqual(recorder.problems.map(\.property), ["alpha"])
        withExtendedLifetime(dataSource) {}
    }

    // UIKit sets a cell's geometry when its attributes change, not on every scroll.
    func test_a_scroll_does_not_place_again_a_view_whose_cached_attributes_and_position_are_unchanged() async {
        let (collectionView, dataSource) = makePreparedOnceCollectionView(height: 6)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PlacementCountingCell
        let placements = cell?.centerSets
        XCTAssertNotNil(placements)
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell?.centerSets, placements)
        XCTAssertEqual(cell?.frame, CGRect(x: 0, y: 2, width: 20, height: 2))
        withExtendedLifetime(dataSource) {}
    }

    func test_a_view_moved_by_code_is_placed_again_from_its_unchanged_attributes_at_the_next_pass() async {
        let (collectionView, dataSource) = makePreparedOnceCollectionView(height: 6)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        XCTAssertNotNil(cell)
        cell?.center.x += 5
        cell?.alpha = 0.2
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell?.frame, CGRect(x: 0, y: 2, width: 20, height: 2))
        XCTAssertEqual(cell?.alpha, 1)
        withExtendedLifetime(dataSource) {}
    }

    private func makePreparedOnceCollectionView(height: CGFloat) -> (CollectionView, ItemsDataSource) {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: height), collectionViewLayout: PreparedOnceLayout())
        collectionView.register(PlacementCountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = ItemsDataSource(counts: [10])
        collectionView.dataSource = dataSource
        return (collectionView, dataSource)
    }

    func test_cached_objects_checked_against_old_data_are_checked_again_after_a_reload() async {
        let layout = PreparedOnceLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = ItemsDataSource(counts: [10])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 5)

        dataSource.counts = [2]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        // The layout still returns its five objects; three name items the data no longer has.
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1])
        XCTAssertEqual(recorder.problems.map(\.property), ["indexPath", "indexPath", "indexPath"])
    }
}

/// Builds its attributes in the first `prepare()` only, and returns those objects ever after — even
/// after the data changed (a stale cache, which the collection view must still check).
@MainActor
private final class PreparedOnceLayout: CollectionViewLayout {
    private var cache: [CollectionViewLayoutAttributes] = []

    override func prepare() {
        guard cache.isEmpty else { return }
        cache = (0..<10).map { item in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 2, width: 20, height: 2)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 20, height: 20) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}

/// Counts how often its `center` is set: how often a layout pass placed it.
private final class PlacementCountingCell: CollectionViewCell {
    var centerSets = 0
    override var center: CGPoint {
        didSet { centerSets += 1 }
    }
}
