import Demos
import TermCanvas
import TestSupport
import TermCollectionView
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

    /// `t`: a section snapshot with the first root expanded; Enter on the focused "Getting Started"
    /// (header-style outline disclosure) expands it, indented one more level, without selecting it;
    /// the focus then moves to "Advanced Layouts" so the expanded row and its children show.
    func test_outline_expands_on_enter() async throws {
        let start = try DemoFrame.text(.modern, keys: "t")
        let expanded = try DemoFrame.text(.modern, keys: "t<Down><Down><Enter><Wait:500><Down><Down><Down><Down>")
        XCTAssertTrue(start.contains("Getting Started"), start)
        XCTAssertFalse(start.contains("Inset Items Grid"), start)
        XCTAssertTrue(expanded.contains("Inset Items Grid"), expanded)
        assertSnapshot(start, named: "modern-80x24-outline")
        assertSnapshot(expanded, named: "modern-80x24-outline-expanded")
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

    /// One orthogonal section per behaviour; ← → (no focus) scroll the one nearest the middle
    /// (`.paging`, section 2); the sideways wheel scrolls the one under the pointer. After the
    /// drag ends (150 ms idle) each rests where UIKit rests. Before any drag each starts at its
    /// leading edge, except `.groupPagingCentered`, whose first group starts centred (and unscaled).
    func test_orthogonal_sections_start_at_rest_with_the_first_centred_group_full_size() async throws {
        assertSnapshot(try DemoFrame.text(.modern, keys: "o"), named: "modern-80x24-orthogonal")
    }

    func test_orthogonal_paging_section_rests_on_the_next_page_after_two_columns() async throws {
        let text = try DemoFrame.text(.modern, keys: "o<Right><Right><wait:600>")
        assertSnapshot(text, named: "modern-80x24-orthogonal-paged")
    }

    /// The sideways wheel scrolls the section under the pointer (row 2: `.continuous`, which rests
    /// where it is), not the one nearest the middle; the arrows then scroll the middle one.
    func test_sideways_wheel_scrolls_the_section_under_the_pointer() async throws {
        let clock = VirtualClock()
        let window = Demo.modern.makeWindow(clock: clock)
        window.showsStatusCounters = false
        window.setScreenSize(CellSize(width: 80, height: 24))
        window.handle(.key(.character("o")))
        // Three notches of 3 columns: 9 columns; groups are 24.4 apart, so item 0 (x 1) is at −8.
        for _ in 0..<3 { window.handle(.mouse(MouseEvent(action: .scrollRight, x: 10, y: 2))) }
        XCTAssertTrue(window.isAnimating, "the drag waits 150 ms to end")
        for _ in 0..<40 {
            clock.advance(by: 0.02)
            window.tick()
        }
        XCTAssertFalse(window.isAnimating)
        var canvas = Canvas(size: CellSize(width: 80, height: 24))
        window.render(into: &canvas)
        let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        // Item 0 spans x −8…15: its label cell (x 1 inside it) is off screen; item 1 starts at 16.
        XCTAssertFalse(rows[2].contains(" 0 "), canvas.text)
        XCTAssertTrue(rows[2].hasPrefix("              │ │ 1"), canvas.text)
        XCTAssertTrue(rows[10].contains("│ 2.0 "), "the paging section did not move: \(canvas.text)")
    }

    func test_help_lists_the_sideways_keys_on_the_orthogonal_screen() async throws {
        let text = try DemoFrame.text(.modern, keys: "o?")
        XCTAssertTrue(text.contains("scroll sideways: the focus's, pointer's or middle section"), text)
        XCTAssertTrue(text.contains("orthogonal sections, one per behaviour"), text)
        XCTAssertFalse(try DemoFrame.text(.modern, keys: "?").contains("scroll sideways"))
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
        for title in ["grid: 5 items", "nested groups", "pinned section headers", "list; again: plain/grouped", "outline: section snapshot"] {
            XCTAssertTrue(text.contains(title), "\(title) missing:\n\(text)")
        }
    }
}
