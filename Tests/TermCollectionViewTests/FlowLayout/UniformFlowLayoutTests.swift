import Foundation
import TermCollectionView
import XCTest

/// Vertical flow with one `itemSize` (the delegate does not size items).
@MainActor
final class UniformFlowLayoutTests: XCTestCase {
    /// Width 40, insets 1/2/1/2, items 10×3, spacings 1 → 36 columns available for items.
    private func gridFixture(items: Int) -> FlowFixture {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 3)
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        return FlowFixture(width: 40, height: 20, layout: layout, itemCounts: [items])
    }

    func test_defaults_are_UIKits() async {
        let layout = CollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.headerReferenceSize, .zero)
        XCTAssertEqual(layout.footerReferenceSize, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds)
        XCTAssertFalse(layout.sectionFootersPinToVisibleBounds)
    }

    func test_full_lines_spread_the_leftover_space_into_the_gaps() async {
        // 3 items fit: 3·10 + 2·1 = 32 ≤ 36, while 4·10 + 3·1 = 43 > 36.
        // Leftover 36 − 30 = 6 over 2 gaps → gap 3: x = 2, 2+10+3 = 15, 15+10+3 = 28 (ends at 38 = 40 − 2).
        // Lines: y = 1 (top inset), 1+3+1 = 5, 5+3+1 = 9.
        let fixture = gridFixture(items: 8)
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 2, y: 1, width: 10, height: 3))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 15, y: 1, width: 10, height: 3))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 28, y: 1, width: 10, height: 3))
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 2, y: 5, width: 10, height: 3))
        XCTAssertEqual(fixture.itemFrame(5), CGRect(x: 28, y: 5, width: 10, height: 3))
        // The cells on screen got the same frames.
        XCTAssertEqual(fixture.cellFrame(4), CGRect(x: 15, y: 5, width: 10, height: 3))
        XCTAssertEqual(fixture.collectionView.visibleCells.count, 8)
    }

    func test_last_line_of_uniform_items_keeps_the_columns_of_a_full_line_PSTGridLayoutRow() async {
        // Items 6 and 7 sit under columns 0 and 1 (x = 2 and 15), not left-aligned with the minimum
        // spacing (which would put item 7 at 2+10+1 = 13).
        let fixture = gridFixture(items: 8)
        XCTAssertEqual(fixture.itemFrame(6), CGRect(x: 2, y: 9, width: 10, height: 3))
        XCTAssertEqual(fixture.itemFrame(7), CGRect(x: 15, y: 9, width: 10, height: 3))
        XCTAssertNil(fixture.itemFrame(8))
    }

    func test_content_size_is_the_width_by_insets_plus_lines() async {
        // Height: 1 (top) + 3 lines·3 + 2 gaps·1 + 1 (bottom) = 13.
        let fixture = gridFixture(items: 8)
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 40, height: 13))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 40, height: 13))
    }

    func test_an_item_alone_on_its_line_is_centered_StackOverflow_left_align_cells() async {
        // Width 20 in 36: a second item would need 20+1+20 = 41 > 36, so each line holds one item,
        // centered: x = 2 + (36 − 20) / 2 = 10 — the last line too (it is a full line of one).
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 3)
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        let fixture = FlowFixture(width: 40, height: 20, layout: layout, itemCounts: [3])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 10, y: 1, width: 20, height: 3))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 10, y: 5, width: 20, height: 3))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 10, y: 9, width: 20, height: 3))
    }

    func test_an_item_wider_than_the_line_still_gets_a_line_of_its_own() async {
        // 50 > 40: UIKit places it anyway, centered: x = (40 − 50) / 2 = −5.
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 2)
        layout.minimumLineSpacing = 0
        let fixture = FlowFixture(width: 40, height: 10, layout: layout, itemCounts: [2])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: -5, y: 0, width: 50, height: 2))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: -5, y: 2, width: 50, height: 2))
    }

    func test_content_insets_narrow_the_lines_and_the_content() async {
        // Content inset left 4, right 6: lines are 40 − 10 = 30 wide. Items 10 wide, spacing 0 →
        // 3 per line, x = 0, 10, 20; content width 30.
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let fixture = FlowFixture(width: 40, height: 10, layout: layout, itemCounts: [4],
                                  contentInset: EdgeInsets(top: 0, left: 4, bottom: 0, right: 6))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 20, y: 0, width: 10, height: 1))
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 0, y: 1, width: 10, height: 1))
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 30, height: 2))
    }

    func test_empty_sections_still_take_their_insets() async {
        // Section 0 is empty: inset 1 + 1 = 2 rows; section 1's item starts at 2 + 1 = 3.
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        let fixture = FlowFixture(width: 40, height: 10, layout: layout, itemCounts: [0, 1])
        XCTAssertEqual(fixture.itemFrame(0, section: 1)?.minY, 3)
        XCTAssertEqual(fixture.layout.collectionViewContentSize.height, 5)
        XCTAssertNil(fixture.itemFrame(0, section: 0))
    }

    func test_queries_outside_the_data_return_nil() async {
        let fixture = gridFixture(items: 2)
        XCTAssertNil(fixture.itemFrame(2))
        XCTAssertNil(fixture.itemFrame(0, section: 1))
        XCTAssertNil(fixture.itemFrame(-1))
        XCTAssertNil(fixture.headerFrame(section: 0))
        XCTAssertNil(fixture.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
    }
}
