import Foundation
import TermCanvas
@testable import TestSupport
import XCTest

final class TestSupportTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TermCanvasTests-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func test_text_diff_is_nil_for_equal_texts() {
        XCTAssertNil(TextDiff.describe(expected: ["ab", "cd"], actual: ["ab", "cd"]))
    }

    func test_text_diff_lists_each_differing_row_with_its_first_differing_column() {
        let message = TextDiff.describe(expected: ["abc", "same", "한국어"], actual: ["abX", "same", "한국x "])
        XCTAssertEqual(message, """
            row 0: expected "abc", actual "abX" (first difference at column 2)
            row 2: expected "한국어", actual "한국x " (first difference at column 4)
            """)
    }

    func test_text_diff_reports_missing_rows() {
        let message = TextDiff.describe(expected: ["a"], actual: ["a", "b"])
        XCTAssertEqual(message, """
            row 1: expected <missing>, actual "b" (first difference at column 0)
            expected 1 rows, got 2
            """)
    }

    func test_snapshot_store_records_a_missing_file_then_matches_it() throws {
        let store = SnapshotStore(directory: directory)
        let first = try store.check("┌┐\n└┘", named: "tiny", record: false)
        XCTAssertEqual(first, .recorded("recorded snapshot \"tiny\" at \(store.url(named: "tiny").path); run the test again to compare"))
        XCTAssertEqual(try String(contentsOf: store.url(named: "tiny"), encoding: .utf8), "┌┐\n└┘\n")
        XCTAssertEqual(try store.check("┌┐\n└┘", named: "tiny", record: false), .matched)
    }

    func test_snapshot_store_reports_a_mismatch_by_row() throws {
        let store = SnapshotStore(directory: directory)
        _ = try store.check("abc\ndef", named: "rows", record: false)
        let outcome = try store.check("abc\ndXf", named: "rows", record: false)
        XCTAssertEqual(outcome, .mismatch("""
            snapshot "rows" differs from \(store.url(named: "rows").path) (RECORD_SNAPSHOTS=1 re-records it):
            row 1: expected "def", actual "dXf" (first difference at column 1)
            """))
    }

    func test_snapshot_store_rerecords_when_asked() throws {
        let store = SnapshotStore(directory: directory)
        _ = try store.check("old", named: "again", record: false)
        guard case .recorded = try store.check("new", named: "again", record: true) else {
            return XCTFail("expected a recording")
        }
        XCTAssertEqual(try store.check("new", named: "again", record: false), .matched)
    }

    func test_snapshot_store_lives_beside_the_test_file() {
        let store = SnapshotStore(testFilePath: "/repo/Tests/FooTests/BarTests.swift")
        XCTAssertEqual(store.url(named: "baz").path, "/repo/Tests/FooTests/Snapshots/baz.txt")
    }

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
