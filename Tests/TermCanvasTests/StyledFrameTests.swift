import TermCanvas
import TestSupport
import XCTest

/// The styled golden-frame format: text rows, one style letter per cell, a legend.
final class StyledFrameTests: XCTestCase {
    func test_letters_follow_first_appearance_and_the_legend_names_each_style() {
        var canvas = Canvas(size: CellSize(width: 6, height: 2))
        canvas.write("ab", x: 0, y: 0, style: Style(bold: true))
        canvas.write("cd", x: 3, y: 0, style: Style(foreground: .yellow, reverse: true))
        canvas.write("ef", x: 0, y: 1, style: Style(foreground: .yellow, reverse: true))
        XCTAssertEqual(StyledFrame.text(canvas), """
            ab cd\u{20}
            ef    
            --- style ---
            aa.bb.
            bb....
            --- legend ---
            . plain
            a bold
            b reverse fg:yellow
            """)
    }

    func test_a_wide_characters_second_cell_takes_its_letter_so_columns_line_up() {
        var canvas = Canvas(size: CellSize(width: 4, height: 1))
        canvas.write("한x", x: 0, y: 0, style: Style(background: .blue, dim: true))
        XCTAssertEqual(StyledFrame.text(canvas), """
            한x\u{20}
            --- style ---
            aaa.
            --- legend ---
            . plain
            a dim bg:blue
            """)
    }

    func test_changing_reverse_to_bold_changes_the_frame() {
        var reversed = Canvas(size: CellSize(width: 3, height: 1))
        reversed.write("sel", x: 0, y: 0, style: Style(reverse: true))
        var bold = Canvas(size: CellSize(width: 3, height: 1))
        bold.write("sel", x: 0, y: 0, style: Style(bold: true))
        XCTAssertEqual(reversed.text, bold.text, "the text alone cannot tell them apart")
        XCTAssertNotEqual(StyledFrame.text(reversed), StyledFrame.text(bold))
    }
}
