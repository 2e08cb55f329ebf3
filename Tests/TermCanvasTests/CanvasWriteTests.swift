import TermCanvas
import TestSupport
import XCTest

final class CanvasWriteTests: XCTestCase {
    private func canvas(width: Int, height: Int = 1) -> Canvas {
        Canvas(size: CellSize(width: width, height: height))
    }

    func test_new_canvas_is_blank_rows_of_full_width() {
        let blank = canvas(width: 3, height: 2)
        XCTAssertEqual(blank.textLines(), ["   ", "   "])
        XCTAssertEqual(blank.text, "   \n   ")
        XCTAssertEqual(blank.bounds, CellRect(x: 0, y: 0, width: 3, height: 2))
    }

    func test_write_places_text_and_returns_columns_advanced() {
        var screen = canvas(width: 8, height: 2)
        XCTAssertEqual(screen.write("hi", x: 1, y: 1), 2)
        XCTAssertEqual(screen.write("한국어", x: 0, y: 0), 6)
        assertCanvas(screen, equals: ["한국어  ", " hi     "])
    }

    /// ASCII and box-drawing runs are stored cell by cell without a per-cell release: only the
    /// run's two ends can cut a wide grapheme, and each end blanks the half it leaves (keeping its style).
    func test_a_run_of_narrow_text_blanks_the_halves_of_wide_characters_it_cuts_at_both_ends() {
        var screen = canvas(width: 8)
        let red = Style(foreground: .red)
        screen.write("日本語", x: 1, y: 0, style: red)   // columns 1–2, 3–4, 5–6
        screen.write("ab", x: 2, y: 0)                   // cuts 日 (left half stays) and 本 (right half stays)
        assertCanvas(screen, equals: ["  ab 語 "])
        XCTAssertEqual(screen[1, 0], Cell(text: " ", style: red), "日's orphaned left half is a blank in its style")
        XCTAssertEqual(screen[4, 0], Cell(text: " ", style: red), "本's orphaned right half is a blank in its style")
        screen.write("─┼", x: 4, y: 0)                   // box drawing: the simple-text run cuts 語 at its right end
        assertCanvas(screen, equals: ["  ab─┼  "])
        XCTAssertEqual(screen[6, 0], Cell(text: " ", style: red))
        XCTAssertFalse((0..<8).contains { screen[$0, 0].isContinuation }, "no continuation without its left half")
    }

    func test_wide_character_occupies_its_cell_and_a_continuation_cell() {
        var screen = canvas(width: 4)
        let style = Style(foreground: .red)
        screen.write("日", x: 1, y: 0, style: style)
        XCTAssertEqual(screen[1, 0], Cell(text: "日", style: style))
        XCTAssertEqual(screen[2, 0], Cell(text: "", style: style))
        XCTAssertTrue(screen[2, 0].isContinuation)
    }

    func test_korean_cut_by_the_clip_right_edge_ends_with_a_blank() {
        var screen = canvas(width: 10)
        let advanced = screen.write("한국어", x: 0, y: 0, clip: CellRect(x: 0, y: 0, width: 5, height: 1))
        XCTAssertEqual(advanced, 6)
        assertCanvas(screen, equals: ["한국      "])
        XCTAssertEqual(screen[4, 0], .blank)
    }

    func test_japanese_cut_by_the_clip_right_edge_ends_with_a_blank() {
        var screen = canvas(width: 10)
        screen.fill(screen.bounds, with: ".")
        screen.write("日本語", x: 1, y: 0, clip: CellRect(x: 0, y: 0, width: 6, height: 1))
        assertCanvas(screen, equals: [".日本 ...."])
    }

    func test_emoji_cut_by_the_clip_right_edge_ends_with_a_blank() {
        var screen = canvas(width: 10)
        screen.fill(screen.bounds, with: ".")
        screen.write("🐯🦉", x: 2, y: 0, clip: CellRect(x: 0, y: 0, width: 5, height: 1))
        assertCanvas(screen, equals: ["..🐯 ....."])
    }

    func test_flag_is_one_wide_grapheme_and_is_blanked_when_it_does_not_fit() {
        var screen = canvas(width: 6, height: 2)
        screen.write("🇰🇷", x: 2, y: 0, clip: CellRect(x: 0, y: 0, width: 4, height: 2))
        screen.write("🇰🇷", x: 3, y: 1, clip: CellRect(x: 0, y: 0, width: 4, height: 2))
        assertCanvas(screen, equals: ["  🇰🇷  ", "      "])
        XCTAssertEqual(screen[3, 0], Cell(text: "", style: .plain))
    }

    func test_wide_character_cut_by_the_clip_left_edge_becomes_a_blank() {
        var screen = canvas(width: 10)
        screen.fill(screen.bounds, with: ".")
        screen.write("한국", x: 2, y: 0, clip: CellRect(x: 3, y: 0, width: 7, height: 1))
        assertCanvas(screen, equals: ["... 국...."])
    }

    func test_wide_character_at_the_screen_right_edge_becomes_a_blank() {
        var screen = canvas(width: 5)
        screen.write("ab한국", x: 0, y: 0)
        assertCanvas(screen, equals: ["ab한 "])
        XCTAssertFalse(screen[4, 0].isContinuation)
    }

    func test_wide_character_straddling_the_screen_left_edge_becomes_a_blank() {
        var screen = canvas(width: 6)
        screen.write("한국어", x: -1, y: 0)
        assertCanvas(screen, equals: [" 국어 "])
    }

    func test_rows_outside_the_clip_are_untouched_but_columns_still_advance() {
        var screen = canvas(width: 4, height: 2)
        XCTAssertEqual(screen.write("abc", x: 0, y: 1, clip: CellRect(x: 0, y: 0, width: 4, height: 1)), 3)
        XCTAssertEqual(screen.write("abc", x: 0, y: 5), 3)
        assertCanvas(screen, equals: ["    ", "    "])
    }

    func test_overwriting_the_right_half_of_a_wide_character_blanks_its_left_half() {
        var screen = canvas(width: 6)
        screen.write("한국", x: 0, y: 0)
        screen.write("x", x: 1, y: 0)
        assertCanvas(screen, equals: [" x국  "])
    }

    func test_overwriting_the_left_half_of_a_wide_character_blanks_its_right_half() {
        var screen = canvas(width: 6)
        screen.write("한국", x: 0, y: 0)
        screen.write("y", x: 2, y: 0)
        assertCanvas(screen, equals: ["한y   "])
        XCTAssertEqual(screen[3, 0], .blank)
    }

    func test_wide_character_written_across_two_wide_characters_blanks_both_outer_halves() {
        var screen = canvas(width: 6)
        screen.write("한국", x: 0, y: 0)
        screen.write("日", x: 1, y: 0)
        assertCanvas(screen, equals: [" 日   "])
    }

    func test_clipped_write_over_a_wide_character_blanks_its_half_outside_the_clip() {
        var screen = canvas(width: 4)
        screen.write("한", x: 1, y: 0)
        screen.write("z", x: 2, y: 0, clip: CellRect(x: 2, y: 0, width: 2, height: 1))
        assertCanvas(screen, equals: ["  z "])
    }

    func test_combining_marks_stay_with_their_base_and_take_no_column() {
        var screen = canvas(width: 4)
        XCTAssertEqual(screen.write("e\u{301}x", x: 0, y: 0), 2)
        XCTAssertEqual(screen[0, 0].text, "e\u{301}")
        XCTAssertEqual(screen[1, 0].text, "x")
    }

    func test_zero_width_graphemes_take_no_column() {
        var screen = canvas(width: 4)
        XCTAssertEqual(screen.write("\u{200B}a\u{200B}b", x: 0, y: 0), 2)
        assertCanvas(screen, equals: ["ab  "])
    }

    func test_zwj_sequence_is_one_wide_cell() {
        var screen = canvas(width: 4)
        XCTAssertEqual(screen.write("👨‍👩‍👧!", x: 0, y: 0), 3)
        XCTAssertEqual(screen[0, 0].text, "👨‍👩‍👧")
        XCTAssertTrue(screen[1, 0].isContinuation)
        XCTAssertEqual(screen[2, 0].text, "!")
    }

    func test_graphemes_at_and_past_the_inline_limit_read_back_and_compare_by_text() {
        // A packed cell keeps 12 UTF-8 bytes inline; longer graphemes go to the canvas's table, whose
        // indices differ between canvases, so equality must compare their text.
        let eleven = "👨‍💻", twelve = "🇫🇷", eighteen = "👨‍👩‍👧"
        XCTAssertEqual(eleven.utf8.count, 11)
        XCTAssertEqual(eighteen.utf8.count, 18)
        var first = canvas(width: 8), second = canvas(width: 8)
        first.write(eighteen + eleven + twelve, x: 0, y: 0)
        second.write("👩‍👩‍👦", x: 0, y: 0)
        second.write(eighteen + eleven + twelve, x: 0, y: 0)
        XCTAssertEqual([first[0, 0].text, first[2, 0].text, first[4, 0].text], [eighteen, eleven, twelve])
        XCTAssertEqual(first, second, "the family is index 0 in one table and 1 in the other")
        XCTAssertEqual(first.changeCount(since: second), 0)
        second.write(twelve, x: 0, y: 0)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(second.changeCount(since: first), 1)
    }

    func test_control_characters_are_drawn_as_replacement_characters() {
        var screen = canvas(width: 8)
        XCTAssertEqual(screen.write("a\tb\u{1B}[1m", x: 0, y: 0), 7)
        assertCanvas(screen, equals: ["a�b�[1m "])
        XCTAssertFalse(screen.text.contains("\u{1B}"))
    }

    func test_subscript_outside_the_canvas_reads_blank_and_ignores_writes() {
        var screen = canvas(width: 2)
        screen[5, 0] = Cell(text: "x")
        screen[-1, 0] = Cell(text: "x")
        XCTAssertEqual(screen[5, 0], .blank)
        XCTAssertEqual(screen, canvas(width: 2))
    }

    func test_subscript_write_of_a_wide_grapheme_claims_the_next_cell() {
        var screen = canvas(width: 3)
        screen[0, 0] = Cell(text: "한")
        assertCanvas(screen, equals: ["한 "])
        XCTAssertTrue(screen[1, 0].isContinuation)
    }

    func test_subscript_write_of_a_wide_grapheme_in_the_last_column_becomes_a_blank() {
        var screen = canvas(width: 3)
        screen[2, 0] = Cell(text: "한", style: Style(bold: true))
        XCTAssertEqual(screen[2, 0], Cell(text: " ", style: Style(bold: true)))
    }

    func test_subscript_write_over_half_a_wide_grapheme_blanks_the_other_half() {
        var screen = canvas(width: 3)
        screen.write("한", x: 0, y: 0)
        screen[1, 0] = Cell(text: "x")
        assertCanvas(screen, equals: [" x "])
    }

    func test_subscript_write_of_a_lone_continuation_cell_becomes_a_blank() {
        var screen = canvas(width: 3)
        screen[1, 0] = Cell(text: "")
        XCTAssertEqual(screen[1, 0], .blank)
    }

    func test_negative_size_makes_an_empty_canvas() {
        var screen = Canvas(size: CellSize(width: -3, height: 2))
        XCTAssertEqual(screen.size, CellSize(width: 0, height: 2))
        XCTAssertEqual(screen.write("abc", x: 0, y: 0), 3)
        XCTAssertEqual(screen.textLines(), ["", ""])
    }
}
