import Demos
import TermCanvas
import TestSupport
import XCTest

/// Whole-screen frames of the flow demo, produced exactly as `tcv snapshot flow` produces them.
@MainActor
final class FlowDemoSnapshotTests: XCTestCase {
    func test_first_page_at_80x24_shows_korean_header_and_cells_aligned() async throws {
        assertSnapshot(try DemoFrame.text(.flow, keys: ""), named: "flow-80x24-start")
    }

    func test_scrolled_two_pages_at_80x24() async throws {
        assertSnapshot(try DemoFrame.text(.flow, keys: "<PgDn><PgDn>"), named: "flow-80x24-two-pages")
    }

    func test_pinned_headers_stay_at_the_top_while_the_section_scrolls() async throws {
        assertSnapshot(try DemoFrame.text(.flow, keys: "pjjjjjjjj"), named: "flow-80x24-pinned")
    }

    func test_narrow_terminal_40x12_reflows_to_two_columns() async throws {
        assertSnapshot(try DemoFrame.text(.flow, size: CellSize(width: 40, height: 12), keys: "jjj"), named: "flow-40x12-scrolled")
    }

    /// Focus enters on 김치 (the first item), moves right to 비빔밥 and down to 냉면 below it; Enter
    /// selects 냉면 (double border; the status line says so) and → moves the focus (heavy border) on to
    /// 잡채. `++` then widens the items by 4 columns: three to a line, the focus and selection stay.
    func test_arrows_move_a_focus_enter_selects_and_plus_widens_the_items() async throws {
        assertSnapshot(try DemoFrame.text(.flow, keys: "<Down><Right><Down><Enter><Right>"), named: "flow-80x24-focus-selected")
        assertSnapshot(try DemoFrame.text(.flow, keys: "<Down><Right><Down><Enter><Right>++"), named: "flow-80x24-wider-items")
    }

    /// `m` picks up the focused 비빔밥 (item 1); → → carry it over 불고기 and 떡볶이, which make room
    /// (places 1 and 2), to place 3; Enter drops it there and the data source moves the word.
    func test_m_picks_up_a_word_arrows_carry_it_and_enter_drops_it() async throws {
        assertSnapshot(try DemoFrame.text(.flow, keys: "<Down><Right>m<Right><Right>"), named: "flow-80x24-moving")
        let dropped = try DemoFrame.text(.flow, keys: "<Down><Right>m<Right><Right><Enter><Down>")
        XCTAssertTrue(dropped.contains("moved 비빔밥 to 4"), dropped)
        let rows = dropped.split(separator: "\n").map(String.init)
        XCTAssertTrue(rows[4].contains("김치") && rows[4].hasSuffix("비빔밥       │ "), rows[4])
        let cancelled = try DemoFrame.text(.flow, keys: "<Down><Right>m<Right><Right><Esc>")
        XCTAssertEqual(cancelled.split(separator: "\n")[4], try DemoFrame.text(.flow, keys: "<Down><Right>").split(separator: "\n")[4],
                       "Esc puts it back (and does not quit)")
    }

    /// The mouse does what `m` and the arrows do: press on 비빔밥 (columns 21-36 of row 4), drag onto
    /// 떡볶이 (columns 61-76): the others make room and 비빔밥 follows the pointer; the release inside
    /// the view drops it at place 3, as `m<Right><Right><Enter>` does. A right-click opens the menu.
    func test_a_mouse_drag_moves_a_word_and_a_right_click_opens_its_menu() async throws {
        assertSnapshot(try DemoFrame.text(.flow, keys: "<Press:25,4><Drag:45,4><Drag:65,4>"), named: "flow-80x24-dragging")
        let dropped = try DemoFrame.text(.flow, keys: "<Press:25,4><Drag:45,4><Drag:65,4><Release:65,4>")
        XCTAssertTrue(dropped.contains("moved 비빔밥 to 4"), dropped)
        let rows = dropped.split(separator: "\n").map(String.init)
        XCTAssertTrue(rows[4].contains("김치") && rows[4].hasSuffix("비빔밥       │ "), rows[4])
        assertSnapshot(try DemoFrame.text(.flow, keys: "<RightClick:25,4>"), named: "flow-80x24-right-click-menu")
    }

    /// `e` opens 비빔밥's edit menu beside it (Cut, Copy; Paste only once something was copied).
    /// Cut then paste: 김치 is cut from the front and pasted after 비빔밥, the new first word.
    func test_e_opens_the_edit_menu_and_cut_and_paste_change_the_words() async throws {
        assertSnapshot(try DemoFrame.text(.flow, keys: "<Down><Right>e"), named: "flow-80x24-edit-menu")
        let pasted = try DemoFrame.text(.flow, keys: "<Down>e<Enter>e<Down><Down><Enter>")
        XCTAssertTrue(pasted.contains("paste 김치"), pasted)
        let row = pasted.split(separator: "\n")[4]
        XCTAssertTrue(row.contains("비빔밥") && row.contains("김치") && row.contains("불고기"), String(row))
        XCTAssertLessThan(row.range(of: "비빔밥")!.lowerBound, row.range(of: "김치")!.lowerBound)
    }

    func test_multiple_selection_keeps_each_tapped_word() async throws {
        let text = try DemoFrame.text(.flow, keys: "s<Down><Enter><Right><Enter><Right><Enter><Left><Enter>")
        XCTAssertTrue(text.contains("deselected 비빔밥 (2 selected)"), text)
    }

    func test_help_overlay_lists_scroll_keys_and_demo_keys() async throws {
        let text = try DemoFrame.text(.flow, keys: "?")
        XCTAssertTrue(text.contains("scroll a row"))
        XCTAssertTrue(text.contains("pin section headers on/off"))
        XCTAssertTrue(text.contains("move the focus"), "focus is on in the flow demo: the help says what the arrows do")
    }
}
