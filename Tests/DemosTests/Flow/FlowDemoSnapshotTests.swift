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

    func test_help_overlay_lists_scroll_keys_and_demo_keys() async throws {
        let text = try DemoFrame.text(.flow, keys: "?")
        XCTAssertTrue(text.contains("scroll a row"))
        XCTAssertTrue(text.contains("pin section headers on/off"))
    }
}
