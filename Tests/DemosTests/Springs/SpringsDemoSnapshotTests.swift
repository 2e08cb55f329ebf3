import Demos
import TermCanvas
import TestSupport
import XCTest

/// Whole-screen frames of the springs demo (UIKit Dynamics), as `tcv snapshot springs` draws them.
/// Six `j` scroll six rows; the finger is the middle of the screen, so rows below it lag behind the
/// content (their springs stretched) and the gaps under them open; after two seconds the springs
/// (1.5 Hz, damping 0.6) have brought every row back to its place in the flow.
@MainActor
final class SpringsDemoSnapshotTests: XCTestCase {
    func test_start_shows_the_rows_at_their_places() async throws {
        assertSnapshot(try DemoFrame.text(.springs, keys: ""), named: "springs-80x24-start")
    }

    func test_a_scroll_leaves_the_rows_far_from_the_finger_behind() async throws {
        let text = try DemoFrame.text(.springs, keys: "jjjjjj")
        assertSnapshot(text, named: "springs-80x24-stretched")
        XCTAssertNotEqual(text, try DemoFrame.text(.springs, keys: "jjjjjj<Wait:2000>"), "the springs are still moving")
    }

    func test_the_springs_bring_every_row_back_to_its_place() async throws {
        let settled = try DemoFrame.text(.springs, keys: "jjjjjj<Wait:2000>")
        assertSnapshot(settled, named: "springs-80x24-settled")
        // At rest the rows are where the flow layout puts them: one blank row between 3-row boxes.
        let lines = settled.split(separator: "\n", omittingEmptySubsequences: false)
        let tops = lines.indices.filter { lines[$0].hasPrefix(" ┌") }
        XCTAssertEqual(zip(tops, tops.dropFirst()).map { $1 - $0 }, Array(repeating: 4, count: tops.count - 1))
    }
}
