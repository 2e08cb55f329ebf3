import Demos
import TermCanvas
import TestSupport
import XCTest

/// Whole-screen frames of the decoration demo, produced exactly as `tcv snapshot decoration` produces
/// them. Each day's background (`░`) surrounds its cells, which are drawn whole on top.
///
/// Test methods are `async`: corelibs XCTest on Linux cannot call a synchronous test method of a
/// @MainActor class ("Could not cast value of type '(…) -> @MainActor () -> ()'").
@MainActor
final class DecorationDemoSnapshotTests: XCTestCase {
    private let small = CellSize(width: 60, height: 20)

    func test_first_page_at_80x24_shows_monday_and_tuesday_on_their_backgrounds() async throws {
        assertSnapshot(try DemoFrame.text(.decoration, keys: ""), named: "decoration-80x24-start")
    }

    func test_six_rows_down_at_80x24() async throws {
        assertSnapshot(try DemoFrame.text(.decoration, keys: "jjjjjj"), named: "decoration-80x24-jjjjjj")
    }

    func test_one_page_down_at_80x24_shows_wednesdays_tall_background() async throws {
        assertSnapshot(try DemoFrame.text(.decoration, keys: "<PgDn>"), named: "decoration-80x24-pgdn")
    }

    func test_first_page_at_60x20_has_two_cells_per_row() async throws {
        assertSnapshot(try DemoFrame.text(.decoration, size: small, keys: ""), named: "decoration-60x20-start")
    }

    func test_six_rows_down_at_60x20() async throws {
        assertSnapshot(try DemoFrame.text(.decoration, size: small, keys: "jjjjjj"), named: "decoration-60x20-jjjjjj")
    }

    func test_one_page_down_at_60x20() async throws {
        assertSnapshot(try DemoFrame.text(.decoration, size: small, keys: "<PgDn>"), named: "decoration-60x20-pgdn")
    }

    func test_b_switches_to_the_layouts_default_rect_items_plus_inset() async throws {
        assertSnapshot(try DemoFrame.text(.decoration, keys: "b"), named: "decoration-80x24-items")
    }

    func test_b_twice_turns_the_backgrounds_off() async throws {
        let text = try DemoFrame.text(.decoration, keys: "bb")
        XCTAssertFalse(text.contains("░"))
        assertSnapshot(text, named: "decoration-80x24-off")
    }

    func test_b_three_times_comes_back_to_whole_sections() async throws {
        XCTAssertEqual(try DemoFrame.text(.decoration, keys: "bbb").split(separator: "\n").dropLast(),
                       try DemoFrame.text(.decoration, keys: "").split(separator: "\n").dropLast(),
                       "the same frame apart from the status line")
    }

    func test_backgrounds_carry_a_colour_per_day() async throws {
        // Monday's background row (row 1) in blue, Tuesday's (row 14) in green; cells keep no colour.
        let canvas = try DemoFrame.canvas(.decoration, keys: "")
        XCTAssertEqual(canvas[0, 1].text, "░")
        XCTAssertEqual(canvas[0, 1].style.background, .blue)
        XCTAssertEqual(canvas[0, 14].style.background, .green)
        XCTAssertNil(canvas[3, 3].style.background, "inside a cell")
    }

    func test_help_overlay_lists_the_background_key() async throws {
        XCTAssertTrue(try DemoFrame.text(.decoration, keys: "?").contains("background shape"))
    }

    func test_backgrounds_headers_and_events_are_coloured() async throws {
        assertStyledSnapshot(try DemoFrame.canvas(.decoration, size: CellSize(width: 60, height: 20), keys: ""),
                             named: "decoration-60x20-start-styled")
    }
}
