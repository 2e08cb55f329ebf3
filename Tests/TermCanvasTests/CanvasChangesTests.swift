import TermCanvas
import XCTest

/// `Canvas.forEachChange(since:_:)`: what the ncurses screen hands ncurses for a frame. Recorded through
/// the closure (the seam `NcursesScreen.present` writes through), never timed.
final class CanvasChangesTests: XCTestCase {
    private struct Write: Equatable, CustomStringConvertible {
        var x: Int, y: Int, text: String, columns: Int, style: Style = .plain
        var description: String { "(\(x),\(y)) \"\(text)\" ×\(columns)" }
    }

    private func changes(from previous: Canvas?, to frame: Canvas) -> [Write] {
        var writes: [Write] = []
        frame.forEachChange(since: previous) { change in
            let cell = frame[change.x, change.y]
            writes.append(Write(x: change.x, y: change.y, text: cell.text, columns: change.columns, style: cell.style))
        }
        return writes
    }

    private func canvas(_ lines: [String], width: Int) -> Canvas {
        var canvas = Canvas(size: CellSize(width: width, height: lines.count))
        for (y, line) in lines.enumerated() { canvas.write(line, x: 0, y: y) }
        return canvas
    }

    func test_an_unchanged_frame_reports_nothing() {
        let frame = canvas(["ab日c", "xyz"], width: 5)
        XCTAssertEqual(changes(from: frame, to: frame), [])
    }

    func test_a_changed_cell_is_reported_and_unchanged_cells_are_not() {
        let before = canvas(["abc", "def"], width: 3)
        let after = canvas(["abc", "dXf"], width: 3)
        XCTAssertEqual(changes(from: before, to: after), [Write(x: 1, y: 1, text: "X", columns: 1)])
    }

    func test_a_style_change_alone_is_reported() {
        let before = canvas(["abc"], width: 3)
        var after = before
        after.modifyStyle(in: CellRect(x: 2, y: 0, width: 1, height: 1)) { $0.isReverse = true }
        XCTAssertEqual(changes(from: before, to: after), [Write(x: 2, y: 0, text: "c", columns: 1, style: Style(reverse: true))])
    }

    func test_without_a_previous_frame_every_grapheme_is_reported_once_wide_ones_with_two_columns() {
        let frame = canvas(["a日"], width: 4)
        XCTAssertEqual(changes(from: nil, to: frame), [
            Write(x: 0, y: 0, text: "a", columns: 1), Write(x: 1, y: 0, text: "日", columns: 2),
            Write(x: 3, y: 0, text: " ", columns: 1),
        ])
    }

    func test_after_a_resize_the_whole_frame_is_reported() {
        let before = canvas(["ab"], width: 2)
        let after = canvas(["ab", "c"], width: 2)
        // 2×1 → 2×2: the old frame cannot be compared cell for cell, so all four cells are written.
        XCTAssertEqual(changes(from: before, to: after).map(\.description), ["(0,0) \"a\" ×1", "(1,0) \"b\" ×1", "(0,1) \"c\" ×1", "(1,1) \" \" ×1"])
        let narrower = canvas(["a"], width: 1)
        XCTAssertEqual(changes(from: before, to: narrower), [Write(x: 0, y: 0, text: "a", columns: 1)])
    }

    func test_a_wide_character_replaced_by_two_narrow_ones_writes_both() {
        let before = canvas(["x日y"], width: 4)
        let after = canvas(["xaby"], width: 4)
        XCTAssertEqual(changes(from: before, to: after), [
            Write(x: 1, y: 0, text: "a", columns: 1), Write(x: 2, y: 0, text: "b", columns: 1),
        ])
    }

    func test_two_narrow_characters_replaced_by_a_wide_one_write_it_once_over_both_columns() {
        let before = canvas(["xaby"], width: 4)
        let after = canvas(["x日y"], width: 4)
        XCTAssertEqual(changes(from: before, to: after), [Write(x: 1, y: 0, text: "日", columns: 2)])
    }

    func test_a_cell_under_a_wide_characters_second_column_is_written_when_the_wide_character_goes() {
        // Only the cell under the second column gets new text; the canvas blanks the orphaned left half,
        // and both are written, so the terminal never keeps half of "日".
        let before = canvas(["x日y"], width: 4)
        var after = before
        after[2, 0] = Cell(text: "b")
        XCTAssertEqual(changes(from: before, to: after), [
            Write(x: 1, y: 0, text: " ", columns: 1), Write(x: 2, y: 0, text: "b", columns: 1),
        ])
    }

    func test_a_wide_character_moving_one_column_right_rewrites_the_cells_it_left_and_took() {
        let before = canvas(["日ab"], width: 4)
        let after = canvas([" 日b"], width: 4)
        XCTAssertEqual(changes(from: before, to: after), [
            Write(x: 0, y: 0, text: " ", columns: 1), Write(x: 1, y: 0, text: "日", columns: 2),
        ])
    }

    func test_a_list_scrolled_up_one_row_is_found_as_a_shift_and_only_the_new_row_and_status_are_written() {
        let before = canvas(["item 0", "item 1", "item 2", "item 3", "item 4", "offset 0"], width: 8)
        let after = canvas(["item 1", "item 2", "item 3", "item 4", "item 5", "offset 1"], width: 8)
        let shift = after.rowShift(since: before)
        // New rows 0…3 show old rows 1…4: offset +1; the region is rows 0…4; row 4 is left blank.
        XCTAssertEqual(shift, RowShift(rows: 0..<4, offset: 1))
        XCTAssertEqual(shift?.region, 0...4)
        XCTAssertEqual(shift?.vacatedRows, 4..<5)
        var writes: [String] = []
        after.forEachChange(since: before, shift: shift) { writes.append("\($0.x),\($0.y)\(after[$0.x, $0.y].text)") }
        // Row 4's non-blank cells ("item 5": the shift left the row blank, so its blanks already
        // show), then the one changed status cell.
        XCTAssertEqual(writes, ["0,4i", "1,4t", "2,4e", "3,4m", "5,45", "7,51"])
    }

    func test_a_vacated_row_reports_styled_blanks_and_wide_characters_but_not_plain_blanks() {
        let before = canvas(["a", "b", "c", "d", "e"], width: 4)
        var after = canvas(["b", "c", "d", "e", ""], width: 4)
        after.write("日", x: 1, y: 4)
        after.fill(CellRect(x: 3, y: 4, width: 1, height: 1), style: Style(reverse: true))
        let shift = RowShift(rows: 0..<4, offset: 1)
        var writes: [Write] = []
        after.forEachChange(since: before, shift: shift) { change in
            let cell = after[change.x, change.y]
            writes.append(Write(x: change.x, y: change.y, text: cell.text, columns: change.columns, style: cell.style))
        }
        // Row 4 after the shift is four plain blanks: (0,4) stays blank, "日" takes columns 1–2, and
        // the reversed blank at 3 differs from a plain one in style.
        XCTAssertEqual(writes, [
            Write(x: 1, y: 4, text: "日", columns: 2), Write(x: 3, y: 4, text: " ", columns: 1, style: Style(reverse: true)),
        ])
        XCTAssertEqual(after.changeCount(since: before, shift: shift), 2)
    }

    func test_change_count_counts_what_for_each_change_reports_and_stops_at_the_limit() {
        let before = canvas(["abcdef", "ghijkl"], width: 6)
        let after = canvas(["aXcdeY", "日ijkZ"], width: 6)
        XCTAssertEqual(after.changeCount(since: before), changes(from: before, to: after).count)
        XCTAssertEqual(changes(from: before, to: after).count, 4, "X, Y, 日 over g–h, and Z")
        XCTAssertEqual(after.changeCount(since: before, limit: 2), 2)
        XCTAssertEqual(after.changeCount(since: nil), 11, "every grapheme of a first frame: 6 + 5 (日 once)")
        XCTAssertEqual(before.changeCount(since: before), 0)
    }

    func test_appended_changes_are_what_for_each_change_reports_in_its_order() {
        let before = canvas(["abcdef", "ghijkl"], width: 6)
        let after = canvas(["aXcdeY", "日ijkZ"], width: 6)
        var appended: [Canvas.Change] = [Canvas.Change(x: 9, y: 9, columns: 1)]
        after.appendChanges(since: before, to: &appended)
        XCTAssertEqual(appended, [
            Canvas.Change(x: 9, y: 9, columns: 1),
            Canvas.Change(x: 1, y: 0, columns: 1), Canvas.Change(x: 5, y: 0, columns: 1),
            Canvas.Change(x: 0, y: 1, columns: 2), Canvas.Change(x: 5, y: 1, columns: 1),
        ], "kept what was there, then X, Y, 日 (two columns) and Z")
        var unchanged: [Canvas.Change] = []
        XCTAssertTrue(after.appendChanges(since: after, to: &unchanged))
        XCTAssertEqual(unchanged, [])
        var firstTwo: [Canvas.Change] = []
        XCTAssertFalse(after.appendChanges(since: before, to: &firstTwo, limit: 2), "stopped: more changed")
        XCTAssertEqual(firstTwo, [Canvas.Change(x: 1, y: 0, columns: 1), Canvas.Change(x: 5, y: 0, columns: 1)])
        var all: [Canvas.Change] = []
        XCTAssertTrue(after.appendChanges(since: before, to: &all, limit: 4), "exactly four changed")
        XCTAssertEqual(all.count, 4)
    }

    func test_changes_far_along_a_wide_row_are_found_past_equal_blocks_of_cells() {
        // 50 columns: equal cells are skipped in blocks of 16; changes sit inside and at the edges
        // of blocks (0, 15, 16, 31, 49) and must all be found, and nothing else.
        let line = String(repeating: "x", count: 50)
        let before = canvas([line, line], width: 50)
        var after = before
        for x in [0, 15, 16, 31, 49] { after.write("o", x: x, y: 1) }
        XCTAssertEqual(changes(from: before, to: after).map(\.x), [0, 15, 16, 31, 49])
        XCTAssertTrue(changes(from: before, to: after).allSatisfy { $0.y == 1 })
        // The same with a long grapheme in the frame (compared by text, not bits).
        var withLong = after
        withLong.write("👨‍👩‍👧‍👦", x: 40, y: 0)
        var longBefore = before
        longBefore.write("👨‍👩‍👧‍👦", x: 40, y: 0)
        XCTAssertEqual(changes(from: longBefore, to: withLong).map(\.x), [0, 15, 16, 31, 49])
    }

    func test_a_scroll_down_shifts_by_a_negative_offset_and_vacates_the_top() {
        let before = canvas(["a", "b", "c", "d", "e"], width: 2)
        let after = canvas(["z", "a", "b", "c", "d"], width: 2)
        let shift = after.rowShift(since: before)
        XCTAssertEqual(shift, RowShift(rows: 1..<5, offset: -1))
        XCTAssertEqual(shift?.region, 0...4)
        XCTAssertEqual(shift?.vacatedRows, 0..<1)
    }

    func test_no_shift_when_nothing_moved_or_too_few_rows_match() {
        let frame = canvas(["a", "b", "c", "d"], width: 2)
        XCTAssertNil(frame.rowShift(since: frame), "an unchanged frame has nothing to shift")
        let twoMoved = canvas(["b", "c", "x", "y"], width: 2)
        XCTAssertNil(twoMoved.rowShift(since: frame), "two rows are fewer than the three a shift needs")
        XCTAssertNil(frame.rowShift(since: canvas(["a"], width: 2)), "another size")
    }

    /// A terminal shifted by the reported `RowShift` and then sent the reported writes shows the new
    /// frame exactly, for scrolls of 1–3 rows either way with rows scrolled in and other cells changed.
    func test_replaying_a_shift_and_the_changes_gives_the_new_frame() {
        var generator = SplitMix(seed: 12)
        let graphemes = ["a", "b", "日", "─", "│"]
        func randomRow(_ frame: inout Canvas, _ y: Int) {
            for x in 0..<frame.size.width where generator.next() % 3 == 0 {
                frame.write(graphemes[Int(generator.next() % UInt64(graphemes.count))], x: x, y: y,
                            style: generator.next() % 2 == 0 ? .plain : Style(reverse: true))
            }
        }
        for round in 0..<300 {
            var before = Canvas(size: CellSize(width: 6, height: 8))
            for y in 0..<8 { randomRow(&before, y) }
            let offset = [1, 2, 3, -1, -2, -3][Int(generator.next() % 6)]
            var after = Canvas(size: before.size)
            for y in 0..<8 {
                if (0..<8).contains(y + offset) && y != 7 {
                    for x in 0..<6 where !before[x, y + offset].isContinuation { after[x, y] = before[x, y + offset] }
                } else {
                    randomRow(&after, y)
                }
            }
            if generator.next() % 2 == 0 { randomRow(&after, Int(generator.next() % 8)) }
            let shift = after.rowShift(since: before)
            var terminal = before
            if let shift {
                // The terminal's scroll: rows of the region move by the offset; the vacated ones are blank.
                let moved = terminal
                for y in shift.region {
                    for x in 0..<6 { terminal[x, y] = .blank }
                    guard !shift.vacatedRows.contains(y) else { continue }
                    for x in 0..<6 where !moved[x, y + shift.offset].isContinuation { terminal[x, y] = moved[x, y + shift.offset] }
                }
            }
            after.forEachChange(since: before, shift: shift) { terminal[$0.x, $0.y] = after[$0.x, $0.y] }
            XCTAssertEqual(terminal.ansiText(), after.ansiText(), "round \(round), shift \(String(describing: shift))")
        }
    }

    /// Replaying the reported writes onto the previous frame with a terminal's wide-character rules
    /// (the canvas subscript's: writing over half of a wide character blanks the other half) yields the
    /// new frame exactly: what a terminal showing one frame is sent makes it show the next.
    func test_replaying_the_changes_onto_the_previous_frame_gives_the_new_frame() {
        var generator = SplitMix(seed: 11)
        let graphemes = ["a", "b", " ", "日", "한", "─", "é"]
        let styles = [Style.plain, Style(reverse: true), Style(foreground: .red)]
        func randomFrame() -> Canvas {
            var frame = Canvas(size: CellSize(width: 7, height: 3))
            for _ in 0..<12 {
                let x = Int(generator.next() % 7), y = Int(generator.next() % 3)
                let text = graphemes[Int(generator.next() % UInt64(graphemes.count))]
                frame.write(text, x: x, y: y, style: styles[Int(generator.next() % UInt64(styles.count))])
            }
            return frame
        }
        for round in 0..<500 {
            let before = randomFrame(), after = randomFrame()
            var terminal = before
            for write in changes(from: before, to: after) {
                terminal[write.x, write.y] = Cell(text: write.text, style: write.style)
                XCTAssertEqual(write.columns, write.text == "日" || write.text == "한" ? 2 : 1)
            }
            // Continuations carry their left half's style, as a terminal draws them.
            XCTAssertEqual(terminal.ansiText(), after.ansiText(), "round \(round)")
            XCTAssertEqual(terminal.text, after.text, "round \(round)")
        }
    }
}

/// A small deterministic generator, so a failing round can be replayed.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
