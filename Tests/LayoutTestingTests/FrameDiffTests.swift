import LayoutTesting
import XCTest

final class FrameDiffTests: XCTestCase {
    func test_equal_frames_have_no_diff() {
        XCTAssertNil(FrameDiff.describe(expected: ["ab", "cd"], actual: ["ab", "cd"]))
    }

    /// The marker line: `^` under each differing column of the rows, which start after "  actual   │".
    private func markers(_ columns: String) -> String { String(repeating: " ", count: 12) + columns }

    func test_each_differing_row_shows_expected_over_actual_with_markers_under_the_differing_cells() {
        let message = FrameDiff.describe(expected: ["abc", "same", "┌──┐ ┌──┐"], actual: ["abX", "same", "┌──┐┌──┐ "])
        XCTAssertEqual(message?.components(separatedBy: "\n"), [
            "row 0: first difference at column 2",
            "  expected │abc",
            "  actual   │abX",
            markers("  ^"),
            "row 2: first difference at column 4",
            "  expected │┌──┐ ┌──┐",
            "  actual   │┌──┐┌──┐ ",
            markers("    ^^ ^^"),
        ])
    }

    func test_markers_count_display_columns_so_a_wide_character_takes_two() {
        let message = FrameDiff.describe(expected: ["한국어"], actual: ["한국x "])
        XCTAssertEqual(message?.components(separatedBy: "\n").first, "row 0: first difference at column 4")
        XCTAssertEqual(message?.components(separatedBy: "\n").last, markers("    ^^"))
    }

    func test_missing_rows_are_named() {
        XCTAssertEqual(FrameDiff.describe(expected: ["a"], actual: ["a", "b"])?.components(separatedBy: "\n"), [
            "row 1: first difference at column 0",
            "  expected │<missing>",
            "  actual   │b",
            markers("^"),
            "expected 1 rows, got 2",
        ])
    }
}
