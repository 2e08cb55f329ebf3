import Demos
import TermCanvas
import TestSupport
import XCTest

/// Whole-screen frames of the modern demo, produced as `tcv snapshot modern` produces them.
@MainActor
final class ModernDemoSnapshotTests: XCTestCase {
    func test_start_is_the_five_column_grid() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: ""), named: "modern-80x24-grid")
    }

    func test_inset_grid() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "2"), named: "modern-80x24-inset-grid")
    }

    func test_two_columns() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "3"), named: "modern-80x24-columns")
    }

    func test_distinct_sections() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "4"), named: "modern-80x24-distinct-sections")
    }

    /// The provider reads the size class: 80 columns is compact (5-column grid), 120 regular (10).
    func test_adaptive_sections_double_their_columns_in_a_regular_width_terminal() async throws {
        let compact = try DemoFrame.text(.modern, keys: "5<PgDn>")
        let regular = try DemoFrame.text(.modern, size: CellSize(width: 120, height: 24), keys: "5<PgDn>")
        XCTAssertNotEqual(compact, regular)
        assertSnapshot(compact, named: "modern-80x24-adaptive-compact")
        assertSnapshot(regular, named: "modern-120x24-adaptive-regular")
    }

    func test_badges() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "6"), named: "modern-80x24-badges")
    }

    func test_headers_and_footers() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "7<PgDn>"), named: "modern-80x24-headers-footers")
    }

    func test_pinned_headers_stay_on_top_while_their_section_scrolls() async throws {
        let text = try DemoFrame.text(.modern, keys: "8<Down><Down><Down><Down><Down><Down>")
        XCTAssertTrue(text.split(separator: "\n")[1].contains("Section 0"), text)
        assertSnapshot(text, named: "modern-80x24-pinned-headers")
    }

    func test_section_backgrounds() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "9"), named: "modern-80x24-section-background")
    }

    func test_nested_groups() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "0"), named: "modern-80x24-nested-groups")
    }

    func test_list_appearances() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "l"), named: "modern-80x24-list-plain")
        assertSnapshot(try DemoFrame.text(.modern, keys: "ll"), named: "modern-80x24-list-grouped")
        assertSnapshot(try DemoFrame.text(.modern, keys: "lll"), named: "modern-80x24-list-inset-grouped")
        assertSnapshot(try DemoFrame.text(.modern, keys: "llll"), named: "modern-80x24-list-sidebar")
        assertSnapshot(try DemoFrame.text(.modern, keys: "lllll"), named: "modern-80x24-list-sidebar-plain")
    }

    func test_help_lists_every_screen_key() async throws {
        let text = try DemoFrame.text(.modern, keys: "?")
        for title in ["grid: 5 items", "nested groups", "pinned section headers", "list; again: plain/grouped"] {
            XCTAssertTrue(text.contains(title), "\(title) missing:\n\(text)")
        }
    }
}
