import TermCanvas
import XCTest

final class ANSIDumpTests: XCTestCase {
    func test_plain_canvas_has_no_escape_codes() {
        var canvas = Canvas(size: CellSize(width: 3, height: 2))
        canvas.write("ab", x: 0, y: 0)
        XCTAssertEqual(canvas.ansiText(), "ab \n   ")
    }

    func test_style_changes_emit_complete_sgr_sequences_and_reset_back_to_plain() {
        var canvas = Canvas(size: CellSize(width: 4, height: 2))
        canvas.write("ab", x: 0, y: 0, style: Style(foreground: .red, bold: true))
        canvas.write("cd", x: 0, y: 1)
        XCTAssertEqual(canvas.ansiText(), "\u{1B}[0;1;31mab\u{1B}[0m  \ncd  ")
    }

    func test_line_ending_in_a_style_is_reset_at_its_end() {
        var canvas = Canvas(size: CellSize(width: 2, height: 2))
        canvas.write("x", x: 1, y: 0, style: Style(reverse: true))
        XCTAssertEqual(canvas.ansiText(), " \u{1B}[0;7mx\u{1B}[0m\n  ")
    }

    func test_every_attribute_and_colour_code() {
        var canvas = Canvas(size: CellSize(width: 1, height: 1))
        canvas.write("z", x: 0, y: 0, style: Style(foreground: .white, background: .blue, bold: true, dim: true, reverse: true))
        XCTAssertEqual(canvas.ansiText(), "\u{1B}[0;1;2;7;37;44mz\u{1B}[0m")
    }

    func test_colour_numbers_follow_ansi_order() {
        for color in TerminalColor.allCases {
            var canvas = Canvas(size: CellSize(width: 1, height: 1))
            canvas.write("c", x: 0, y: 0, style: Style(background: color))
            XCTAssertEqual(canvas.ansiText(), "\u{1B}[0;\(40 + color.rawValue)mc\u{1B}[0m")
        }
        XCTAssertEqual(TerminalColor.allCases.map(\.rawValue), Array(0...7))
        XCTAssertEqual(TerminalColor.cyan.rawValue, 6)
    }

    func test_adjacent_cells_of_one_style_share_one_sequence_and_wide_characters_appear_once() {
        var canvas = Canvas(size: CellSize(width: 5, height: 1))
        canvas.write("한국", x: 0, y: 0, style: Style(foreground: .yellow))
        canvas.write("!", x: 4, y: 0, style: Style(foreground: .green))
        XCTAssertEqual(canvas.ansiText(), "\u{1B}[0;33m한국\u{1B}[0;32m!\u{1B}[0m")
    }
}
