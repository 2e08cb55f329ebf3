import Foundation
import TermCollectionView
import XCTest

/// Horizontal flow: lines are columns, filled top to bottom, stacked to the right.
@MainActor
final class HorizontalFlowLayoutTests: XCTestCase {
    /// Height 11, insets 1 all round → 9 rows available. Items 4×3, interitem 1 (vertical), line 2
    /// (horizontal); header width 3 (its height is ignored).
    private func fixture(items: Int) -> FlowFixture {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 4, height: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 2
        layout.sectionInset = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        layout.headerReferenceSize = CGSize(width: 3, height: 99)
        return FlowFixture(width: 20, height: 11, layout: layout, itemCounts: [items])
    }

    func test_items_fill_columns_top_to_bottom_with_the_leftover_in_the_gaps() async {
        // 2 per column (3+1+3 = 7 ≤ 9; 11 > 9), gap 9 − 6 = 3: y = 1, 1+3+3 = 7.
        // Columns start after header 3 + inset 1 = 4, every 4 + 2 = 6: x = 4, 10, 16.
        let fixture = fixture(items: 5)
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 4, y: 1, width: 4, height: 3))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 4, y: 7, width: 4, height: 3))
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 10, y: 7, width: 4, height: 3))
        XCTAssertEqual(fixture.itemFrame(4), CGRect(x: 16, y: 1, width: 4, height: 3))
        XCTAssertEqual(fixture.cellFrame(3), CGRect(x: 10, y: 7, width: 4, height: 3))
    }

    func test_header_spans_the_height_and_content_grows_to_the_right() async {
        // Width: header 3 + inset 1 + 3 columns·4 + 2 gaps·2 + inset 1 = 21; height = the view's 11.
        let fixture = fixture(items: 5)
        XCTAssertEqual(fixture.headerFrame(section: 0), CGRect(x: 0, y: 0, width: 3, height: 11))
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 21, height: 11))
    }

    func test_scrolling_right_shows_the_columns_in_view() async {
        // Visible x 10.5–30.5 holds columns at x 10 (items 2, 3) and 16 (item 4).
        let fixture = fixture(items: 5)
        fixture.scroll(toY: 0, x: 10.5)
        XCTAssertEqual(Set(fixture.collectionView.indexPathsForVisibleItems.map(\.item)), [2, 3, 4])
        XCTAssertNil(fixture.visibleHeader(section: 0))
    }

    func test_height_changes_invalidate_a_horizontal_layout_and_width_changes_do_not() async {
        let fixture = fixture(items: 5)
        let layout = fixture.layout
        XCTAssertFalse(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 25, height: 11)))
        XCTAssertTrue(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 20, height: 15)))
    }
}
