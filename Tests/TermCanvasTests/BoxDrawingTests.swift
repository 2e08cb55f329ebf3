import TermCanvas
import TestSupport
import XCTest

final class BoxDrawingTests: XCTestCase {
    private func box(_ border: BorderStyle) -> [String] {
        var canvas = Canvas(size: CellSize(width: 6, height: 4))
        canvas.drawBox(CellRect(x: 0, y: 0, width: 6, height: 4), border: border)
        return canvas.textLines()
    }

    func test_light_box() {
        XCTAssertEqual(box(.light), ["┌────┐", "│    │", "│    │", "└────┘"])
    }

    func test_heavy_box() {
        XCTAssertEqual(box(.heavy), ["┏━━━━┓", "┃    ┃", "┃    ┃", "┗━━━━┛"])
    }

    func test_double_box() {
        XCTAssertEqual(box(.double), ["╔════╗", "║    ║", "║    ║", "╚════╝"])
    }

    func test_rounded_box() {
        XCTAssertEqual(box(.rounded), ["╭────╮", "│    │", "│    │", "╰────╯"])
    }

    func test_box_leaves_its_inside_untouched() {
        var canvas = Canvas(size: CellSize(width: 5, height: 3))
        canvas.fill(canvas.bounds, with: ".")
        canvas.drawBox(CellRect(x: 0, y: 0, width: 5, height: 3), border: .light)
        assertCanvas(canvas, equals: ["┌───┐", "│...│", "└───┘"])
    }

    func test_box_cut_by_the_canvas_edge_shows_only_its_visible_edges() {
        var canvas = Canvas(size: CellSize(width: 8, height: 4))
        canvas.drawBox(CellRect(x: -2, y: 1, width: 6, height: 5), border: .light)
        assertCanvas(canvas, equals: ["        ", "───┐    ", "   │    ", "   │    "])
    }

    func test_box_cut_by_a_clip_rect_skips_border_parts_outside_the_clip() {
        var canvas = Canvas(size: CellSize(width: 8, height: 4))
        let clip = CellRect(x: 0, y: 0, width: 4, height: 3)
        canvas.drawBox(CellRect(x: 1, y: 0, width: 6, height: 4), border: .double, clip: clip)
        assertCanvas(canvas, equals: [" ╔══    ", " ║      ", " ║      ", "        "])
    }

    func test_box_whose_bottom_right_corner_alone_is_visible() {
        var canvas = Canvas(size: CellSize(width: 3, height: 2))
        canvas.drawBox(CellRect(x: -5, y: -5, width: 6, height: 6), border: .rounded)
        assertCanvas(canvas, equals: ["╯  ", "   "])
    }

    func test_box_one_row_high_is_a_horizontal_line() {
        var canvas = Canvas(size: CellSize(width: 6, height: 1))
        canvas.drawBox(CellRect(x: 1, y: 0, width: 4, height: 1), border: .heavy)
        assertCanvas(canvas, equals: [" ━━━━ "])
    }

    func test_box_one_column_wide_is_a_vertical_line() {
        var canvas = Canvas(size: CellSize(width: 3, height: 3))
        canvas.drawBox(CellRect(x: 1, y: 0, width: 1, height: 3), border: .double)
        assertCanvas(canvas, equals: [" ║ ", " ║ ", " ║ "])
    }

    func test_empty_box_draws_nothing() {
        var canvas = Canvas(size: CellSize(width: 3, height: 3))
        canvas.drawBox(CellRect(x: 0, y: 0, width: 0, height: 3), border: .light)
        XCTAssertEqual(canvas, Canvas(size: CellSize(width: 3, height: 3)))
    }

    func test_box_in_a_style_styles_every_border_cell_and_no_other() {
        var canvas = Canvas(size: CellSize(width: 4, height: 3))
        let style = Style(foreground: .cyan)
        canvas.drawBox(CellRect(x: 0, y: 0, width: 4, height: 3), border: .light, style: style)
        XCTAssertEqual(canvas[0, 0].style, style)
        XCTAssertEqual(canvas[3, 2].style, style)
        XCTAssertEqual(canvas[0, 1].style, style)
        XCTAssertEqual(canvas[1, 1].style, .plain)
    }

    func test_box_edge_over_a_wide_character_blanks_its_other_half() {
        var canvas = Canvas(size: CellSize(width: 4, height: 2))
        canvas.write("한국", x: 0, y: 0)
        canvas.drawBox(CellRect(x: 1, y: 0, width: 2, height: 2), border: .light)
        assertCanvas(canvas, equals: [" ┌┐ ", " └┘ "])
    }

    func test_every_border_style_lists_matching_corners() {
        for border in BorderStyle.allCases {
            XCTAssertEqual(border.right, border.left, "\(border)")
            XCTAssertEqual(border.bottom, border.top, "\(border)")
            for part in [border.topLeft, border.top, border.topRight, border.left, border.bottomLeft, border.bottomRight] {
                XCTAssertEqual(DisplayWidth.of(part), 1, "\(border) \(part)")
            }
        }
    }

    // Issue 8: a one-row or one-column box looped over its whole length, so a cell 10^12 columns wide
    // never finished drawing. Only the visible part is visited now: these return at once.
    func test_a_one_row_box_of_a_trillion_columns_draws_only_its_visible_part() {
        var canvas = Canvas(size: CellSize(width: 6, height: 2))
        canvas.drawBox(CellRect(x: -1_000_000_000_000, y: 1, width: 2_000_000_000_000, height: 1), border: .light)
        XCTAssertEqual(canvas.textLines(), ["      ", "──────"])
    }

    func test_a_one_column_box_of_a_trillion_rows_draws_only_its_visible_part() {
        var canvas = Canvas(size: CellSize(width: 3, height: 2))
        canvas.drawBox(CellRect(x: 1, y: -1_000_000_000_000, width: 1, height: 2_000_000_000_000), border: .light)
        XCTAssertEqual(canvas.textLines(), [" │ ", " │ "])
    }
}
