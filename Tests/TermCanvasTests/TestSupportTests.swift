import Foundation
import TermCanvas
@testable import TestSupport
import XCTest

final class TestSupportTests: XCTestCase {
    func test_canvas_diff_names_each_differing_cell() {
        var canvas = Canvas(size: CellSize(width: 4, height: 2))
        canvas.write("한ab", x: 0, y: 0)
        XCTAssertNil(CanvasDiff.describe(canvas, expected: ["한ab", "    "]))
        let message = CanvasDiff.describe(canvas, expected: ["한aX", "  y "])
        XCTAssertEqual(message?.components(separatedBy: "\n").prefix(3), [
            "canvas differs from expected:",
            "cell (3, 0): expected \"X\", actual \"b\"",
            "cell (2, 1): expected \"y\", actual \" \"",
        ])
    }

    func test_canvas_diff_splits_expected_wide_characters_into_two_cells() {
        XCTAssertEqual(CanvasDiff.cells(of: "a한b"), ["a", "한", "", "b"])
    }

    func test_waitUntil_polls_until_the_condition_holds() {
        var calls = 0
        let result = waitUntil(timeout: 10, poll: 0.001) {
            calls += 1
            return calls == 3
        }
        XCTAssertTrue(result)
        XCTAssertEqual(calls, 3)
    }

    func test_waitUntil_gives_up_after_the_timeout() {
        var calls = 0
        let result = waitUntil(timeout: 0) {
            calls += 1
            return false
        }
        XCTAssertFalse(result)
        XCTAssertEqual(calls, 1)
    }

    func test_waitUntil_rethrows() {
        struct Boom: Error {}
        XCTAssertThrowsError(try waitUntil(timeout: 1) { throw Boom() }) { XCTAssertTrue($0 is Boom) }
    }
}
