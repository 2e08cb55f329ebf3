import Foundation
import TermCollectionView
import XCTest

/// When a compositional layout asks its section provider again, and what that costs.
@MainActor
final class CompositionalInvalidationTests: XCTestCase {
    /// A provider in the style of Apple's AdaptiveSectionsViewController: columns from the container's
    /// effective width and the size class. Records what it was told.
    @MainActor
    private final class AdaptiveProvider {
        var calls = 0
        var sizeClasses: [UserInterfaceSizeClass] = []
        var widths: [CGFloat] = []

        func section(_ index: Int, _ environment: any CollectionLayoutEnvironment) -> CollectionLayoutSection {
            calls += 1
            widths.append(environment.container.effectiveContentSize.width)
            sizeClasses.append(environment.traitCollection.horizontalSizeClass)
            let columns: CGFloat = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
            return Compose.rows(height: 3, [Compose.item(.fractionalWidth(1 / columns), .fractionalHeight(1))])
        }
    }

    func test_a_resize_asks_the_provider_again_and_the_columns_change_a_scroll_does_not() async {
        let provider = AdaptiveProvider()
        let layout = CollectionViewCompositionalLayout { provider.section($0, $1) }
        let fixture = CompositionalFixture(width: 80, height: 10, layout: layout, itemCounts: [100])
        // 80 columns is compact (below 100): 2 columns of 40.
        XCTAssertEqual(provider.calls, 1)
        XCTAssertEqual(provider.sizeClasses, [.compact])
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 40, y: 0, width: 40, height: 3))
        fixture.scroll(toY: 30)
        XCTAssertEqual(provider.calls, 1, "a pure scroll does not invalidate")
        fixture.resize(width: 120, height: 10)
        // 120 columns is regular: 4 columns of 30.
        XCTAssertEqual(provider.calls, 2)
        XCTAssertEqual(provider.widths, [80, 120])
        XCTAssertEqual(provider.sizeClasses, [.compact, .regular])
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 30, y: 0, width: 30, height: 3))
        XCTAssertEqual(fixture.collectionView.cellForItem(at: IndexPath(item: 41, section: 0))?.frame,
                       CGRect(x: 30, y: 30, width: 30, height: 3))
    }

    func test_a_height_only_change_also_asks_again_because_fractions_of_the_height_may_change() async {
        let provider = AdaptiveProvider()
        let layout = CollectionViewCompositionalLayout { provider.section($0, $1) }
        let fixture = CompositionalFixture(width: 80, height: 10, layout: layout, itemCounts: [10])
        fixture.resize(width: 80, height: 12)
        XCTAssertEqual(provider.calls, 2)
    }

    func test_reloadData_and_invalidateLayout_ask_again() async {
        let provider = AdaptiveProvider()
        let layout = CollectionViewCompositionalLayout { provider.section($0, $1) }
        let fixture = CompositionalFixture(width: 80, height: 10, layout: layout, itemCounts: [10])
        fixture.dataSource.itemCounts = [20]
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(provider.calls, 2)
        XCTAssertEqual(layout.collectionViewContentSize.height, 30)
        layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(provider.calls, 3)
    }

    func test_a_million_items_cost_what_a_thousand_do_queries_return_only_what_is_visible() async {
        // A 3-column grid of 2-row groups. At scroll offset 1 000 000 rows the visible 20 rows hold
        // groups 500 000 … 500 009; Linux Foundation's `CGRect.intersects` also counts the groups that
        // only touch the rect (499 999 above, 500 010 below): 12 groups · 3 = 36 attributes at most.
        let provider = AdaptiveProvider()
        let layout = CollectionViewCompositionalLayout { _, _ in
            provider.calls += 1
            return Compose.rows(height: 2, [Compose.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        }
        let fixture = CompositionalFixture(width: 60, height: 20, layout: layout, itemCounts: [3_000_000])
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 60, height: 2_000_000))
        fixture.scroll(toY: 1_000_000)
        let visible = layout.layoutAttributesForElements(in: fixture.collectionView.bounds) ?? []
        XCTAssertLessThanOrEqual(visible.count, 36)
        XCTAssertEqual(Set(visible.map(\.indexPath.item)).min(), 1_499_997)
        XCTAssertEqual(fixture.itemFrame(2_999_999), CGRect(x: 40, y: 1_999_998, width: 20, height: 2))
        XCTAssertEqual(provider.calls, 1)
        XCTAssertEqual(fixture.collectionView.visibleCells.count, 30)
    }
}
