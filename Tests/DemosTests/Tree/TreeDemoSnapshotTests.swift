import Demos
import TermCanvas
import TestSupport
import XCTest

/// Whole-screen frames of the tree demo, produced exactly as `tcv snapshot tree` produces them. The demo
/// opens on NSObject (left edge, vertically centred); the content is 180 columns (6 levels × 30) by
/// 296 rows (74 rows × 4), so it scrolls both ways.
@MainActor
final class TreeDemoSnapshotTests: XCTestCase {
    func test_start_at_80x24_shows_nsobject_joined_to_its_subclasses() async throws {
        let text = try DemoFrame.text(.tree, keys: "")
        assertSnapshot(text, named: "tree-80x24-start")
        XCTAssertTrue(text.contains("│        NSObject        │─┤"), "NSObject's line runs into its connector's trunk")
    }

    func test_scrolled_right_twelve_columns_at_80x24() async throws {
        assertSnapshot(try DemoFrame.text(.tree, keys: "llllllllllll"), named: "tree-80x24-right-12")
    }

    func test_scrolled_down_six_rows_at_80x24() async throws {
        assertSnapshot(try DemoFrame.text(.tree, keys: "jjjjjj"), named: "tree-80x24-down-6")
    }

    func test_end_shows_the_bottom_of_the_tree_at_80x24() async throws {
        let text = try DemoFrame.text(.tree, keys: "G")
        assertSnapshot(text, named: "tree-80x24-end")
        XCTAssertTrue(text.contains("offset 2,273"), "bottom: 296 rows − 23 visible")
    }

    func test_start_at_120x30_shows_three_levels() async throws {
        assertSnapshot(try DemoFrame.text(.tree, size: CellSize(width: 120, height: 30), keys: ""), named: "tree-120x30-start")
    }

    /// The top right corner: `g` to the top, then 58 columns right from x 2 to the last offset,
    /// 180 − 120 = 60, where the view shows sections 2–5 (UIView's connector to UIScrollView's subclasses).
    func test_top_right_corner_at_120x30() async throws {
        let keys = "g" + String(repeating: "l", count: 58)
        let text = try DemoFrame.text(.tree, size: CellSize(width: 120, height: 30), keys: keys)
        assertSnapshot(text, named: "tree-120x30-top-right")
        XCTAssertTrue(text.contains("offset 60,0"))
    }

    func test_parents_on_their_first_subclass_row_as_in_the_guides_figure() async throws {
        let text = try DemoFrame.text(.tree, size: CellSize(width: 120, height: 30), keys: "c")
        assertSnapshot(text, named: "tree-120x30-first-child-alignment")
        XCTAssertTrue(text.contains("│        NSObject        │─┬──│      UIResponder       │─┬──│         UIView         │─┬"))
    }

    /// `r` scrolls back to NSObject (animated); once the animation ends, the screen is the start screen
    /// again but for the status line's counters.
    func test_r_scrolls_back_to_the_root() async throws {
        let start = try DemoFrame.text(.tree, keys: "").split(separator: "\n").dropLast()
        let back = try DemoFrame.text(.tree, keys: "Gllllr<Wait:1000>").split(separator: "\n").dropLast()
        XCTAssertEqual(Array(back), Array(start))
    }

    func test_help_lists_the_demo_keys() async throws {
        let text = try DemoFrame.text(.tree, keys: "?")
        XCTAssertTrue(text.contains("scroll to the root class (NSObject)"))
        XCTAssertTrue(text.contains("parents centred on subtree"))
    }
}
