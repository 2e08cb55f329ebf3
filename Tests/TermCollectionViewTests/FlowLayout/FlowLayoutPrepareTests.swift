import Foundation
import TermCollectionView
import XCTest

/// Apple's column-flow pattern ("Customizing Collection View Layouts", ColumnFlowLayout): `itemSize`
/// and `sectionInset` computed from the collection view's bounds in `prepare()`, after `super.prepare()`.
@MainActor
private final class ColumnFlow: CollectionViewFlowLayout {
    var minimumColumnWidth: CGFloat = 12
    var prepareCalls = 0

    override func prepare() {
        prepareCalls += 1
        super.prepare()
        guard let collectionView else { return }
        let available = collectionView.bounds.width
        let columns = max(1, Int(available / minimumColumnWidth))
        itemSize = CGSize(width: (available / CGFloat(columns)).rounded(.down), height: 2)
        sectionInset = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
    }
}

/// A subclass that sets its properties before calling `super.prepare()`.
@MainActor
private final class InsetFirstFlow: CollectionViewFlowLayout {
    override func prepare() {
        sectionInset = EdgeInsets(top: 2, left: 3, bottom: 0, right: 3)
        super.prepare()
    }
}

/// Properties set inside `prepare()` take effect in the same pass, as on iOS.
@MainActor
final class FlowLayoutPrepareTests: XCTestCase {
    private func columnFixture(width: CGFloat) -> (FlowFixture, ColumnFlow) {
        let layout = ColumnFlow()
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return (FlowFixture(width: width, height: 10, layout: layout, itemCounts: [5]), layout)
    }

    func test_itemSize_set_after_super_prepare_lays_out_the_first_pass() async {
        // Width 30, columns of at least 12 → Int(30 / 12) = 2 columns of 15; items 15×2, inset top 1.
        // Item 1 at (15, 1); item 2 starts line 2 at y 1 + 2 = 3; content 30 × (1 + 3 lines × 2) = 7.
        let (fixture, layout) = columnFixture(width: 30)
        XCTAssertEqual(fixture.cellFrame(1), CGRect(x: 15, y: 1, width: 15, height: 2))
        XCTAssertEqual(fixture.cellFrame(2), CGRect(x: 0, y: 3, width: 15, height: 2))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 30, height: 7))
        XCTAssertEqual(layout.prepareCalls, 1, "no second prepare() to pick the values up")
    }

    func test_a_resize_recomputes_the_columns_in_the_same_pass_and_settles() async {
        // Width 36 → Int(36 / 12) = 3 columns of 12: item 2 at (24, 1), item 3 at (0, 3).
        let (fixture, layout) = columnFixture(width: 30)
        fixture.collectionView.bounds = CGRect(x: 0, y: 0, width: 36, height: 10)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.cellFrame(2), CGRect(x: 24, y: 1, width: 12, height: 2))
        XCTAssertEqual(fixture.cellFrame(3), CGRect(x: 0, y: 3, width: 12, height: 2))
        XCTAssertEqual(layout.prepareCalls, 2)
        let passes = fixture.collectionView.statistics.layoutPasses
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.collectionView.statistics.layoutPasses, passes, "no invalidation loop")
        XCTAssertEqual(layout.prepareCalls, 2)
    }

    func test_scrolling_a_column_flow_never_prepares_again() async {
        let (fixture, layout) = columnFixture(width: 30)
        fixture.scroll(toY: 2)
        fixture.scroll(toY: 4)
        XCTAssertEqual(layout.prepareCalls, 1)
        XCTAssertEqual(fixture.cellFrame(4), CGRect(x: 0, y: 5, width: 15, height: 2))
    }

    func test_properties_set_before_super_prepare_are_used() async {
        // Inset left 3, right 3, top 2 on width 26: 20 across → two 10-wide items with no spacing.
        let layout = InsetFirstFlow()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        let fixture = FlowFixture(width: 26, height: 10, layout: layout, itemCounts: [3])
        XCTAssertEqual(fixture.cellFrame(0), CGRect(x: 3, y: 2, width: 10, height: 1))
        XCTAssertEqual(fixture.cellFrame(1), CGRect(x: 13, y: 2, width: 10, height: 1))
        XCTAssertEqual(fixture.collectionView.statistics.prepareCalls, 1)
    }
}
