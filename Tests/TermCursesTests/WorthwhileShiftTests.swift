import TermCanvas
import XCTest

@testable import TermCurses

/// `NcursesScreen.worthwhileShift(to:from:changedInPlace:isComplete:)`: a shift makes ncurses copy and compare every cell of
/// its region, so it is taken only when it spares more writes than that (`regionCellsPerWrite`).
final class WorthwhileShiftTests: XCTestCase {
    private func frame(width: Int, rows: [String]) -> Canvas {
        var canvas = Canvas(size: CellSize(width: width, height: rows.count))
        for (y, row) in rows.enumerated() { canvas.write(row, x: 0, y: y) }
        return canvas
    }

    /// Weighed as `present` weighs: with the changes collected as far as a shift could pay.
    private func worthwhileShift(to frame: Canvas, from previous: Canvas) -> RowShift? {
        var changes: [Canvas.Change] = []
        let limit = NcursesScreen.shiftCost(rows: frame.size.height, width: frame.size.width) + 1
        let isComplete = frame.appendChanges(since: previous, to: &changes, limit: limit)
        return NcursesScreen.worthwhileShift(to: frame, from: previous, changedInPlace: changes, isComplete: isComplete)
    }

    func test_a_list_whose_rows_differ_in_a_digit_is_rewritten_in_place() {
        // 200 × 20 rows of "Item 00000NN": one row down, each row differs in one or two digits, so
        // writing in place is ~20 cells, and a shift's 20-row region costs 20 × 200 / 32 = 125.
        let before = frame(width: 200, rows: (0..<20).map { "Item 00000\($0 + 10)" })
        let after = frame(width: 200, rows: (0..<20).map { "Item 00000\($0 + 11)" })
        XCTAssertNotNil(after.rowShift(since: before), "the rows did move")
        XCTAssertLessThanOrEqual(after.changeCount(since: before), 40)
        XCTAssertNil(worthwhileShift(to: after, from: before))
    }

    func test_a_list_of_boxes_moved_one_row_is_shifted() {
        // Boxes of 3 rows, 200 wide: moved one row, nearly every cell of every row changes (border
        // rows become text rows), far more than the region's 20 × 200 / 32 = 125.
        let box = ["┌" + String(repeating: "─", count: 198) + "┐", "│ Item" + String(repeating: " ", count: 193) + "│",
                   "└" + String(repeating: "─", count: 198) + "┘"]
        let rows = (0..<21).map { box[$0 % 3] }
        let before = frame(width: 200, rows: Array(rows[0..<20]))
        let after = frame(width: 200, rows: Array(rows[1..<21]))
        XCTAssertGreaterThan(after.changeCount(since: before), 1_000)
        XCTAssertEqual(worthwhileShift(to: after, from: before), RowShift(rows: 0..<19, offset: 1))
    }

    func test_an_unchanged_frame_or_one_without_moved_rows_has_no_shift() {
        let before = frame(width: 200, rows: (0..<20).map { "row \($0)" })
        XCTAssertNil(worthwhileShift(to: before, from: before))
        let changed = frame(width: 200, rows: (0..<20).map { "changed \($0 * 7)" + String(repeating: "#", count: 150) })
        XCTAssertNil(worthwhileShift(to: changed, from: before), "many writes, but nothing moved")
    }
}
