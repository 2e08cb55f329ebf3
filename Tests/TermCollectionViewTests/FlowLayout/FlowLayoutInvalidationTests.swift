import Foundation
import TermCollectionView
import XCTest

/// A flow layout that logs the calls the collection view makes, in order.
@MainActor
private final class RecordingFlowLayout: CollectionViewFlowLayout {
    var calls: [String] = []

    override func prepare() {
        calls.append("prepare")
        super.prepare()
    }

    override var collectionViewContentSize: CGSize {
        calls.append("contentSize")
        return super.collectionViewContentSize
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        calls.append("elements")
        return super.layoutAttributesForElements(in: rect)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let answer = super.shouldInvalidateLayout(forBoundsChange: newBounds)
        calls.append("shouldInvalidate → \(answer)")
        return answer
    }

    func takeCalls() -> [String] {
        defer { calls = [] }
        return calls
    }
}

/// Call order and invalidation of the flow layout.
@MainActor
final class FlowLayoutInvalidationTests: XCTestCase {
    /// Width 30, items 10×1, spacings 0 → 3 per line; 9 items in 3 lines.
    private func fixture(delegate: CollectionViewDelegate? = SectionMetricsDelegate()) -> (FlowFixture, RecordingFlowLayout) {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let fixture = FlowFixture(width: 30, height: 2, layout: layout, itemCounts: [9], delegate: delegate)
        return (fixture, layout)
    }

    func test_a_pass_calls_prepare_then_contentSize_then_elements() async {
        let (fixture, layout) = fixture()
        _ = layout.takeCalls()
        layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), ["prepare", "contentSize", "elements"])
    }

    func test_scrolling_without_pinning_does_not_invalidate() async {
        let (fixture, layout) = fixture()
        let delegate = fixture.delegate as! SectionMetricsDelegate
        _ = layout.takeCalls()
        fixture.scroll(toY: 1)
        XCTAssertEqual(layout.takeCalls(), ["shouldInvalidate → false", "elements"], "only the uncovered line is asked for")
        XCTAssertEqual(fixture.collectionView.statistics.prepareCalls, 1)
        XCTAssertEqual(delegate.insetCalls, 1)
    }

    func test_a_width_change_invalidates_and_rebuilds_the_lines() async {
        // Width 30 → 20: 2 per line, item 2 moves to the second line: (0, 1).
        let (fixture, layout) = fixture()
        let delegate = fixture.delegate as! SectionMetricsDelegate
        _ = layout.takeCalls()
        fixture.collectionView.bounds = CGRect(x: 0, y: 0, width: 20, height: 2)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), ["shouldInvalidate → true", "prepare", "contentSize", "elements"])
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 0, y: 1, width: 10, height: 1))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 20, height: 5))
        XCTAssertEqual(delegate.insetCalls, 2, "a new size asks the delegate again")
    }

    func test_a_height_change_of_a_vertical_layout_does_not_invalidate() async {
        let (fixture, layout) = fixture()
        _ = layout.takeCalls()
        fixture.collectionView.bounds = CGRect(x: 0, y: 0, width: 30, height: 5)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), ["shouldInvalidate → false", "elements"], "only the 3 rows the taller view uncovers are asked for")
        XCTAssertEqual(fixture.collectionView.statistics.prepareCalls, 1)
    }

    func test_the_bounds_change_context_keeps_delegate_metrics_when_only_the_origin_moves() async {
        let (_, layout) = fixture()
        XCTAssertTrue(CollectionViewFlowLayout.invalidationContextClass == CollectionViewFlowLayoutInvalidationContext.self)
        let scrolled = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 5, width: 30, height: 2))
            as? CollectionViewFlowLayoutInvalidationContext
        XCTAssertEqual(scrolled?.invalidateFlowLayoutDelegateMetrics, false)
        XCTAssertEqual(scrolled?.invalidateFlowLayoutAttributes, false)
        let resized = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 5, width: 25, height: 2))
            as? CollectionViewFlowLayoutInvalidationContext
        XCTAssertEqual(resized?.invalidateFlowLayoutDelegateMetrics, true)
        XCTAssertEqual(resized?.invalidateFlowLayoutAttributes, true)
        XCTAssertEqual(CollectionViewFlowLayoutInvalidationContext().invalidateFlowLayoutDelegateMetrics, true, "UIKit's default")
    }

    func test_pinning_makes_every_bounds_change_invalidate() async {
        let (_, layout) = fixture()
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 3, width: 30, height: 2)))
        layout.sectionHeadersPinToVisibleBounds = true
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 3, width: 30, height: 2)))
    }

    func test_setting_a_property_invalidates_and_setting_the_same_value_does_not() async {
        // Line spacing 2: item 3 (line 1) moves to y = 1 + 2 = 3.
        let (fixture, layout) = fixture()
        layout.minimumLineSpacing = 2
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 0, y: 3, width: 10, height: 1))
        XCTAssertEqual(fixture.collectionView.statistics.prepareCalls, 2)
        layout.minimumLineSpacing = 2
        layout.itemSize = CGSize(width: 10, height: 1)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.collectionView.statistics.prepareCalls, 2)
    }

    func test_invalidating_flow_attributes_alone_rebuilds_lines_without_asking_the_delegate() async {
        // Content inset right 10 narrows the lines to 20: 2 per line, item 2 at (0, 1). The sizes are
        // reused: the delegate is not asked again.
        let delegate = ItemSizingDelegate { _ in CGSize(width: 10, height: 1) }
        let (fixture, layout) = fixture(delegate: delegate)
        XCTAssertEqual(delegate.sizeCalls, 9)
        fixture.collectionView.contentInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        let context = CollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        layout.invalidateLayout(with: context)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(delegate.sizeCalls, 9)
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 0, y: 1, width: 10, height: 1))
    }

    func test_reloadData_asks_the_data_source_and_delegate_again() async {
        let delegate = ItemSizingDelegate { _ in CGSize(width: 10, height: 1) }
        let (fixture, _) = fixture(delegate: delegate)
        fixture.dataSource.itemCounts = [12]
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(delegate.sizeCalls, 9 + 12)
        XCTAssertEqual(fixture.itemFrame(11), CGRect(x: 20, y: 3, width: 10, height: 1))
    }
}
