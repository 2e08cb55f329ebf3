import Demos
import TermCanvas
import TestSupport
import XCTest

/// Whole-screen frames of the nested demo: a vertical list whose cells each hold a horizontal
/// collection view (a shelf of 12-column cards, 1 apart). Each shelf draws its own cells inside its
/// row, recycles them in its own reuse queue and scrolls on its own: the sideways keys scroll the
/// shelf nearest the middle (no focus, no pointer), the sideways wheel the shelf under the pointer,
/// the up-down wheel the list.
@MainActor
final class NestedDemoSnapshotTests: XCTestCase {
    func test_start_shows_each_shelf_with_its_cards() async throws {
        assertSnapshot(try DemoFrame.text(.nested, keys: ""), named: "nested-80x24-start")
    }

    /// At 80×24 the rows are 4 tall with a blank row after each: rows at y 0, 5, 10, 15; the middle
    /// (y 11.5) is in the third shelf, "Classical": four `l` scroll it 4 columns, the others stay.
    func test_sideways_keys_scroll_the_shelf_in_the_middle_only() async throws {
        let text = try DemoFrame.text(.nested, keys: "llll<Wait:300>")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[1].hasPrefix(" ┌──────────┐"), "first shelf unscrolled: \(lines[1])")
        XCTAssertTrue(lines[12].hasPrefix(".1      │ │ 3.2"), "Classical scrolled 4 columns: \(lines[12])")
        assertSnapshot(text, named: "nested-80x24-middle-shelf-scrolled")
    }

    func test_the_sideways_wheel_scrolls_the_shelf_under_the_pointer_and_the_wheel_the_list() async throws {
        let sideways = try DemoFrame.text(.nested, keys: "<ScrollRight:10,2><Wait:300>")
        let lines = sideways.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[2].hasPrefix("1.1      │ │ 1.2"), "the first shelf moved 3 columns: \(lines[2])")
        XCTAssertTrue(lines[7].hasPrefix(" │ 2.1"), "the second did not: \(lines[7])")
        let down = try DemoFrame.text(.nested, keys: "<ScrollDown:10,2><Wait:300>")
        XCTAssertTrue(down.contains("offset 0,3"), "the up-down wheel scrolls the list: \(down)")
    }

    /// A click on a card taps that card in its shelf (double border: selected) and the shelf's
    /// delegate hears it; the row holding the shelf is not selected. Column 20 of row 7 is card 2.2.
    func test_a_click_picks_the_card_under_it_in_its_shelf() async throws {
        let text = try DemoFrame.text(.nested, keys: "<Click:20,7>")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[6].hasPrefix(" ┌──────────┐ ╔══════════╗ ┌"), lines[6])
        XCTAssertTrue(lines.last?.contains("Jazz: card 2.2") == true, lines.last ?? "")
    }

    /// A shelf keeps its position when its row leaves the screen and comes back in another cell (the
    /// controller keeps offsets by row, as apps do).
    func test_a_shelf_keeps_its_position_across_cell_reuse() async throws {
        let scrolledAway = "llll<Wait:300>" + String(repeating: "j", count: 40) + "<Wait:600>" + "g<Wait:600>"
        let text = try DemoFrame.text(.nested, keys: scrolledAway)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[12].hasPrefix(".1      │ │ 3.2"), "Classical still scrolled 4 columns: \(lines[12])")
        XCTAssertTrue(text.contains("offset 0,0"), text)
    }

    /// Keys go to the collection view that has the focus: ↓ focuses the first row, → → move the
    /// focus into its shelf (entering at card 1.1, then 1.2: the heavy halo), Enter taps card 1.2 in
    /// the shelf (its delegate hears it), and ↓ moves to the next row, the focus leaving the shelf.
    func test_focus_moves_into_the_focused_rows_shelf_and_enter_taps_its_card() async throws {
        let inside = try DemoFrame.text(.nested, keys: "<Down><Right><Right><Enter>")
        let lines = inside.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[1].hasPrefix("┃┌──────────┐ ┏━━━━━━━━━━┓ ┌"), lines[1])
        XCTAssertTrue(lines.last?.contains("Recently added: card 1.2") == true, lines.last ?? "")
        let below = try DemoFrame.text(.nested, keys: "<Down><Right><Right><Down>")
        let belowLines = below.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertFalse(below.contains("┏━━━━━━━━━━┓"), "the shelf's card lost the focus: \(below)")
        XCTAssertTrue(belowLines[6].hasPrefix("┃┌──────────┐"), "the second row has it: \(belowLines[6])")
    }
}
