import Foundation
import TermCollectionView
import XCTest

/// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds`. Apple's documentation:
/// headers "scroll with content until they reach the top of the screen, at which point they are pinned
/// to the upper bounds of the collection view. Each new header view that scrolls to the top of the
/// screen pushes the previously pinned header view offscreen."
@MainActor
final class PinnedFlowLayoutTests: XCTestCase {
    /// A 20×6 view, two sections of four 20×2 items, spacings 0, header (or footer) 1 high.
    /// With headers — section 0: header 0–1, items at 1, 3, 5, 7, ends at 9;
    ///                section 1: header 9–10, items at 10, 12, 14, 16, ends at 18.
    /// With footers — section 0: items at 0, 2, 4, 6, footer 8–9; section 1: items at 9…15, footer 17–18.
    private func fixture(headers: Bool = true, footers: Bool = false, contentInset: EdgeInsets = .zero,
                         delegate: CollectionViewDelegate? = nil) -> FlowFixture {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 2)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        if headers {
            layout.headerReferenceSize = CGSize(width: 0, height: 1)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        if footers {
            layout.footerReferenceSize = CGSize(width: 0, height: 1)
            layout.sectionFootersPinToVisibleBounds = true
        }
        return FlowFixture(width: 20, height: 6, layout: layout, itemCounts: [4, 4], delegate: delegate, contentInset: contentInset)
    }

    func test_at_the_top_the_header_is_in_its_place_above_the_cells() async {
        let fixture = fixture()
        XCTAssertEqual(fixture.headerFrame(section: 0), CGRect(x: 0, y: 0, width: 20, height: 1))
        XCTAssertEqual(fixture.layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.zIndex, 1)
    }

    func test_inside_its_section_the_header_pins_to_the_top_of_the_visible_bounds() async {
        // Offset 4: max(4, 0) = 4, within the section (≤ 9 − 1 = 8).
        let fixture = fixture()
        fixture.scroll(toY: 4)
        XCTAssertEqual(fixture.visibleHeader(section: 0)?.frame, CGRect(x: 0, y: 4, width: 20, height: 1))
        XCTAssertEqual(fixture.collectionView.viewsInDrawingOrder.last?.key.kind, CollectionView.elementKindSectionHeader,
                       "the pinned header draws over the cell it covers")
    }

    func test_the_query_returns_the_pinned_header_although_its_own_place_is_out_of_view() async {
        let fixture = fixture()
        fixture.scroll(toY: 4)
        let visible = fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 4, width: 20, height: 6)) ?? []
        XCTAssertTrue(visible.contains { $0.representedElementKind == CollectionView.elementKindSectionHeader && $0.frame.minY == 4 })
    }

    func test_the_end_of_its_section_pushes_the_header_up() async {
        // Offset 8.5: min(8.5, 8) = 8 — header 0 sits on section 1's header at 9 = max(8.5, 9).
        let fixture = fixture()
        fixture.scroll(toY: 8.5)
        XCTAssertEqual(fixture.visibleHeader(section: 0)?.frame, CGRect(x: 0, y: 8, width: 20, height: 1))
        XCTAssertEqual(fixture.visibleHeader(section: 1)?.frame, CGRect(x: 0, y: 9, width: 20, height: 1))
    }

    func test_the_next_header_takes_over_once_the_previous_section_left() async {
        // Offset 12: header 0 rests at 8 (out of view), header 1 pins at max(12, 9) = 12.
        let fixture = fixture()
        fixture.scroll(toY: 12)
        XCTAssertNil(fixture.visibleHeader(section: 0))
        XCTAssertEqual(fixture.visibleHeader(section: 1)?.frame, CGRect(x: 0, y: 12, width: 20, height: 1))
    }

    func test_headers_pin_below_the_adjusted_content_inset() async {
        // Content inset top 2: at the resting offset −2 the visible top is −2 + 2 = 0 → header at 0;
        // at offset 3 it is 5.
        let fixture = fixture(contentInset: EdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
        fixture.scroll(toY: -2)
        XCTAssertEqual(fixture.visibleHeader(section: 0)?.frame, CGRect(x: 0, y: 0, width: 20, height: 1))
        fixture.scroll(toY: 3)
        XCTAssertEqual(fixture.visibleHeader(section: 0)?.frame, CGRect(x: 0, y: 5, width: 20, height: 1))
    }

    func test_footers_pin_to_the_bottom_and_never_above_their_section() async {
        // Offset 0: visible bottom 6 → footer 0 at max(min(6 − 1, 8), 0) = 5; footer 1 at
        // max(min(5, 17), 9) = 9, out of view.
        let fixture = fixture(headers: false, footers: true)
        XCTAssertEqual(fixture.footerFrame(section: 0), CGRect(x: 0, y: 5, width: 20, height: 1))
        XCTAssertEqual(fixture.footerFrame(section: 1), CGRect(x: 0, y: 9, width: 20, height: 1))
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionFooter),
                       [IndexPath(item: 0, section: 0)])
        // Offset 5: visible bottom 11 → footer 0 back in its place (8), footer 1 at max(min(10, 17), 9) = 10.
        fixture.scroll(toY: 5)
        XCTAssertEqual(fixture.footerFrame(section: 0), CGRect(x: 0, y: 8, width: 20, height: 1))
        XCTAssertEqual(fixture.footerFrame(section: 1), CGRect(x: 0, y: 10, width: 20, height: 1))
    }

    func test_horizontal_headers_pin_to_the_left_edge() async {
        // Columns of one 2×20 item; header 1 wide. Section 0: header x 0–1, items 1…7, ends 9.
        // Offset x 4 → header at max(4, 0) = 4.
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 2, height: 20)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 1, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let fixture = FlowFixture(width: 6, height: 20, layout: layout, itemCounts: [4, 4])
        fixture.scroll(toY: 0, x: 4)
        XCTAssertEqual(fixture.visibleHeader(section: 0)?.frame, CGRect(x: 4, y: 0, width: 1, height: 20))
    }

    func test_scrolling_with_pinned_headers_invalidates_but_never_asks_the_delegate_again() async {
        let delegate = SectionMetricsDelegate()
        let fixture = fixture(delegate: delegate)
        let callsAfterFirstPass = delegate.insetCalls
        let preparesAfterFirstPass = fixture.collectionView.statistics.prepareCalls
        for offset in [1.0, 4, 8.5, 12] as [CGFloat] { fixture.scroll(toY: offset) }
        XCTAssertEqual(delegate.insetCalls, callsAfterFirstPass)
        XCTAssertEqual(fixture.collectionView.statistics.prepareCalls, preparesAfterFirstPass + 4,
                       "each scroll invalidates, so the header moves")
    }

    func test_scrolling_delegate_sized_items_with_pinned_headers_does_not_size_them_again() async {
        let delegate = ItemSizingDelegate { CGSize(width: $0.item % 2 == 0 ? 20 : 19, height: 2) }
        let fixture = fixture(delegate: delegate)
        XCTAssertEqual(delegate.sizeCalls, 8)
        for offset in [1.0, 4, 8.5, 12] as [CGFloat] { fixture.scroll(toY: offset) }
        XCTAssertEqual(delegate.sizeCalls, 8)
        XCTAssertEqual(fixture.visibleHeader(section: 1)?.frame.minY, 12)
    }
}
