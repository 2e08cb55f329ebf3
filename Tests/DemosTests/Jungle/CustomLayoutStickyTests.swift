import Foundation
import TermCollectionView
import XCTest
@testable import Demos

/// The tutorial's sticky menu and sticky section headers, at hand-computed content offsets
/// (frames in content coordinates; see `JungleLayoutFixture` for the prepared rows).
@MainActor
final class CustomLayoutStickyTests: XCTestCase {
    func test_prepare_stacks_header_menu_and_sections_top_to_bottom() async {
        let fixture = JungleLayoutFixture()
        XCTAssertEqual(fixture.frame(of: .header), CGRect(x: 0, y: 0, width: 80, height: 8))
        XCTAssertEqual(fixture.frame(of: .menu), CGRect(x: 0, y: 8, width: 80, height: 3))
        XCTAssertEqual(fixture.frame(of: .sectionHeader, section: 0), CGRect(x: 0, y: 11, width: 80, height: 1))
        XCTAssertEqual(fixture.cellAttributes(item: 0, section: 0)?.frame, CGRect(x: 0, y: 12, width: 80, height: 6))
        XCTAssertEqual(fixture.frame(of: .sectionFooter, section: 0), CGRect(x: 0, y: 18, width: 80, height: 1))
        XCTAssertEqual(fixture.frame(of: .sectionHeader, section: 1), CGRect(x: 0, y: 19, width: 80, height: 1))
        XCTAssertEqual(fixture.cellAttributes(item: 3, section: 1)?.frame, CGRect(x: 0, y: 38, width: 80, height: 6))
        XCTAssertEqual(fixture.frame(of: .sectionFooter, section: 3), CGRect(x: 0, y: 90, width: 80, height: 1))
        XCTAssertEqual(fixture.collectionView.contentSize, CGSize(width: 80, height: 91))
    }

    func test_initial_origin_remembers_the_prepared_origin() async {
        let fixture = JungleLayoutFixture()
        fixture.scroll(to: 30)
        XCTAssertEqual(fixture.attributes(.menu)?.initialOrigin, CGPoint(x: 0, y: 8))
        XCTAssertEqual(fixture.attributes(.sectionHeader, section: 1)?.initialOrigin, CGPoint(x: 0, y: 19))
    }

    func test_menu_scrolls_with_the_header_then_pins_to_the_top() async {
        let fixture = JungleLayoutFixture()
        // Offset 5: max(8, 5) − 8 = 0, still in place below the header.
        fixture.scroll(to: 5)
        XCTAssertEqual(fixture.viewFrame(of: .menu), CGRect(x: 0, y: 8, width: 80, height: 3))
        // Offset 60: max(8, 60) − 8 = 52 → y 60, the top of the view.
        fixture.scroll(to: 60)
        XCTAssertEqual(fixture.viewFrame(of: .menu), CGRect(x: 0, y: 60, width: 80, height: 3))
    }

    func test_section_header_pins_under_the_menu_while_its_section_scrolls() async {
        let fixture = JungleLayoutFixture()
        // Offset 30: min(4 × 6, max(0, 30 − 19 + 3)) = 14 → y 33, right under the menu (30..<33).
        fixture.scroll(to: 30)
        XCTAssertEqual(fixture.viewFrame(of: .sectionHeader, section: 1), CGRect(x: 0, y: 33, width: 80, height: 1))
        // Offset 35: 35 − 19 + 3 = 19 → y 38.
        fixture.scroll(to: 35)
        XCTAssertEqual(fixture.viewFrame(of: .sectionHeader, section: 1), CGRect(x: 0, y: 38, width: 80, height: 1))
    }

    func test_section_header_stays_in_place_before_its_section_reaches_the_menu() async {
        let fixture = JungleLayoutFixture()
        // Offset 10: 10 − 19 + 3 < 0 → no translation.
        fixture.scroll(to: 10)
        XCTAssertEqual(fixture.viewFrame(of: .sectionHeader, section: 1), CGRect(x: 0, y: 19, width: 80, height: 1))
    }

    func test_section_end_pushes_the_pinned_header() async {
        let fixture = JungleLayoutFixture()
        // Offset 40: 40 − 19 + 3 = 24 = the limit (4 cells × 6 rows) → y 43, over the last cell's
        // bottom row, with the footer (44) right below.
        fixture.scroll(to: 40)
        XCTAssertEqual(fixture.viewFrame(of: .sectionHeader, section: 1), CGRect(x: 0, y: 43, width: 80, height: 1))
        // Offset 42: 26 is past the limit, so the header stays at 43 — two rows above where a pinned
        // header would be (45) — and slides under the menu; the next section's header takes its place.
        fixture.scroll(to: 42)
        XCTAssertEqual(fixture.viewFrame(of: .sectionHeader, section: 1), CGRect(x: 0, y: 43, width: 80, height: 1))
        XCTAssertEqual(fixture.viewFrame(of: .sectionHeader, section: 2), CGRect(x: 0, y: 45, width: 80, height: 1))
    }

    func test_without_a_sticky_menu_section_headers_pin_to_the_very_top() async {
        let fixture = JungleLayoutFixture()
        fixture.toggle(\.isMenuSticky)
        fixture.scroll(to: 30)
        // The menu keeps its prepared frame (scrolled away); the header: 30 − 19 + 0 = 11 → y 30.
        XCTAssertEqual(fixture.frame(of: .menu), CGRect(x: 0, y: 8, width: 80, height: 3))
        XCTAssertNil(fixture.viewFrame(of: .menu))
        XCTAssertEqual(fixture.viewFrame(of: .sectionHeader, section: 1), CGRect(x: 0, y: 30, width: 80, height: 1))
    }

    func test_section_headers_not_sticky_scroll_with_their_cells() async {
        let fixture = JungleLayoutFixture()
        fixture.toggle(\.isSectionHeadersSticky)
        fixture.scroll(to: 30)
        XCTAssertEqual(fixture.frame(of: .sectionHeader, section: 1), CGRect(x: 0, y: 19, width: 80, height: 1))
        XCTAssertNil(fixture.viewFrame(of: .sectionHeader, section: 1))
    }

    func test_z_order_puts_cells_under_section_headers_under_the_menu() async {
        let fixture = JungleLayoutFixture()
        let layout = fixture.layout
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 80, height: 91)) ?? []
        let kinds = JungleCup.CustomLayout.Element.self
        let cells = all.filter { $0.representedElementCategory == .cell }.map(\.zIndex)
        let footers = all.filter { $0.representedElementKind == kinds.sectionFooter.kind }.map(\.zIndex)
        let sectionHeaders = all.filter { $0.representedElementKind == kinds.sectionHeader.kind }.map(\.zIndex)
        let menu = fixture.attributes(.menu)!.zIndex
        let header = fixture.attributes(.header)!.zIndex
        XCTAssertEqual(cells.count, 12)
        XCTAssertEqual(sectionHeaders.count, 4)
        XCTAssertLessThan(header, cells.min()!)
        XCTAssertLessThan(max(cells.max()!, footers.max()!), sectionHeaders.min()!)
        XCTAssertLessThan(sectionHeaders.max()!, menu)
        XCTAssertEqual(Set(all.map(\.zIndex)).count, all.count, "every element has its own zIndex")
        // Drawn last, so on top: the menu.
        fixture.scroll(to: 30)
        XCTAssertEqual(fixture.collectionView.viewsInDrawingOrder.last?.key.kind, kinds.menu.kind)
    }
}
