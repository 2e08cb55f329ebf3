import TermCanvas
import TestSupport
import XCTest

final class CanvasFillAndStyleTests: XCTestCase {
    func test_fill_covers_only_rect_within_bounds() {
        var canvas = Canvas(size: CellSize(width: 5, height: 3))
        canvas.fill(CellRect(x: 2, y: 1, width: 10, height: 10), with: "#")
        assertCanvas(canvas, equals: ["     ", "  ###", "  ###"])
    }

    func test_fill_respects_the_clip() {
        var canvas = Canvas(size: CellSize(width: 5, height: 3))
        canvas.fill(canvas.bounds, with: "#", clip: CellRect(x: 1, y: 1, width: 2, height: 1))
        assertCanvas(canvas, equals: ["     ", " ##  ", "     "])
    }

    func test_fill_applies_the_style() {
        var canvas = Canvas(size: CellSize(width: 2, height: 1))
        let style = Style(background: .blue)
        canvas.fill(canvas.bounds, style: style)
        XCTAssertEqual(canvas[1, 0], Cell(text: " ", style: style))
    }

    func test_fill_with_a_wide_character_fills_with_spaces() {
        var canvas = Canvas(size: CellSize(width: 3, height: 1))
        canvas.fill(canvas.bounds, with: "#")
        canvas.fill(canvas.bounds, with: "한")
        assertCanvas(canvas, equals: ["   "])
    }

    func test_fill_over_half_a_wide_character_blanks_the_other_half() {
        var canvas = Canvas(size: CellSize(width: 4, height: 1))
        canvas.write("한국", x: 0, y: 0)
        canvas.fill(CellRect(x: 1, y: 0, width: 2, height: 1), with: "-")
        assertCanvas(canvas, equals: [" -- "])
    }

    func test_modifyStyle_changes_only_the_region_and_keeps_text() {
        var canvas = Canvas(size: CellSize(width: 4, height: 2))
        canvas.write("abcd", x: 0, y: 0, style: Style(foreground: .green))
        canvas.modifyStyle(in: CellRect(x: 1, y: 0, width: 2, height: 5)) { $0.isDim = true }
        XCTAssertEqual(canvas[0, 0].style, Style(foreground: .green))
        XCTAssertEqual(canvas[1, 0].style, Style(foreground: .green, dim: true))
        XCTAssertEqual(canvas[2, 0].style, Style(foreground: .green, dim: true))
        XCTAssertEqual(canvas[3, 0].style, Style(foreground: .green))
        XCTAssertEqual(canvas[1, 1].style, Style(dim: true))
        assertCanvas(canvas, equals: ["abcd", "    "])
    }

    func test_modifyStyle_respects_the_clip() {
        var canvas = Canvas(size: CellSize(width: 4, height: 1))
        canvas.modifyStyle(in: canvas.bounds, clip: CellRect(x: 3, y: 0, width: 5, height: 1)) { $0.isReverse = true }
        XCTAssertEqual((0..<4).map { canvas[$0, 0].style.isReverse }, [false, false, false, true])
    }

    func test_modifyStyle_changes_a_wide_character_cut_by_the_region_as_a_whole() {
        var canvas = Canvas(size: CellSize(width: 6, height: 1))
        canvas.write("한국어", x: 0, y: 0)
        canvas.modifyStyle(in: CellRect(x: 1, y: 0, width: 2, height: 1)) { $0.isBold = true }
        XCTAssertEqual((0..<6).map { canvas[$0, 0].style.isBold }, [true, true, true, true, false, false])
    }
}
