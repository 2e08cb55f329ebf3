import Demos
import TermCanvas
import TestSupport
import XCTest

/// Whole-screen frames of the jungle demo, produced exactly as `tcv snapshot jungle` produces them.
@MainActor
final class JungleDemoSnapshotTests: XCTestCase {
    private let large = CellSize(width: 100, height: 30)

    func test_start_at_80x24_shows_logo_menu_goalkeeper_and_first_defender() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: ""), named: "jungle-80x24-start")
    }

    func test_pulling_at_the_top_stretches_the_header_over_the_pulled_rows() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "kkkk"), named: "jungle-80x24-pulled")
    }

    func test_header_springs_back_after_release() async throws {
        let text = try DemoFrame.text(.jungle, keys: "kkkk<Wait:600>")
        assertSnapshot(text, named: "jungle-80x24-sprung-back")
        // Back at rest the frame matches the start apart from the status line's counters.
        let start = try DemoFrame.text(.jungle, keys: "")
        XCTAssertEqual(text.split(separator: "\n").dropLast(), start.split(separator: "\n").dropLast())
    }

    func test_scrolled_ten_rows_pins_menu_and_goalkeeper_header() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "jjjjjjjjjj"), named: "jungle-80x24-scrolled")
    }

    func test_scrolled_into_the_header_darkens_it() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "jjjj"), named: "jungle-80x24-overlay")
    }

    func test_section_end_reaches_the_pinned_defenders_header() async throws {
        // Offset 40: the Defenders header sits on its last cell's bottom row, the footer right below.
        assertSnapshot(try DemoFrame.text(.jungle, keys: String(repeating: "j", count: 40)), named: "jungle-80x24-section-end")
    }

    func test_key_2_switches_to_the_giraffes() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "2"), named: "jungle-80x24-giraffes")
    }

    func test_tab_after_scrolling_switches_to_the_giraffes_and_keeps_the_position() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "jjjjjjjjjj<Tab>"), named: "jungle-80x24-tab-scrolled")
    }

    func test_sticky_menu_off_lets_the_menu_scroll_away() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "mjjjjjjjjjjjjjjjj"), named: "jungle-80x24-menu-off")
    }

    func test_sticky_section_headers_off_lets_them_scroll_with_their_cells() async throws {
        // Offset 25: the Defenders header (row 19) has scrolled off instead of pinning under the menu.
        assertSnapshot(try DemoFrame.text(.jungle, keys: "t" + String(repeating: "j", count: 25)), named: "jungle-80x24-headers-off")
    }

    func test_stretchy_header_off_leaves_the_pulled_rows_empty() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "skkkk"), named: "jungle-80x24-stretchy-off-pulled")
    }

    func test_parallax_off_keeps_every_picture_centred() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "pjjjjjjjjjjjjjjjj"), named: "jungle-80x24-parallax-off")
    }

    func test_parallax_on_at_the_same_position_moves_pictures() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "jjjjjjjjjjjjjjjj"), named: "jungle-80x24-parallax-on")
    }

    func test_start_at_100x30() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, size: large, keys: ""), named: "jungle-100x30-start")
    }

    func test_tigers_scrolled_a_page_at_100x30() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, size: large, keys: "4<PgDn>"), named: "jungle-100x30-tigers-page")
    }

    func test_pulled_at_100x30() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, size: large, keys: "kkkkkk"), named: "jungle-100x30-pulled")
    }

    func test_help_overlay_lists_team_and_effect_keys() async throws {
        assertSnapshot(try DemoFrame.text(.jungle, keys: "?"), named: "jungle-80x24-help")
    }
}
