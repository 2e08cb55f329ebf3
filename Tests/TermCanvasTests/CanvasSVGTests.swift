import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TermCanvas
import XCTest

/// Reads back what `Canvas.svg()` wrote with Foundation's XMLParser (FoundationXML on Linux, where
/// XMLDocument is missing): the text of each row's `<text>` element, and the attributes of each tspan,
/// rectangle and path.
private final class SVGReader: NSObject, XMLParserDelegate {
    var rows: [String] = []
    var tspans: [[String: String]] = []
    var rects: [[String: String]] = []
    var paths: [[String: String]] = []
    var rootName: String?
    var rootAttributes: [String: String] = [:]
    private var inText = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if rootName == nil {
            rootName = elementName
            rootAttributes = attributes
        }
        switch elementName {
        case "text":
            inText = true
            rows.append("")
        case "tspan": tspans.append(attributes)
        case "rect": rects.append(attributes)
        case "path": paths.append(attributes)
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { rows[rows.count - 1] += string }
    }
}

/// A straight line of a path, from its smaller end to its larger, so that a test can ask what is drawn
/// whichever way and in whatever order the lines were joined.
private struct Segment: Hashable, CustomStringConvertible {
    var x1, y1, x2, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1) <= (x2, y2) ? (x1, y1, x2, y2) : (x2, y2, x1, y1)
    }

    /// True when `other` lies on this horizontal or vertical segment.
    func contains(_ other: Segment) -> Bool {
        if x1 == x2 { return other.x1 == x1 && other.x2 == x1 && other.y1 >= y1 && other.y2 <= y2 }
        return y1 == y2 && other.y1 == y1 && other.y2 == y1 && other.x1 >= x1 && other.x2 <= x2
    }

    var description: String { "(\(x1), \(y1))–(\(x2), \(y2))" }

    /// The straight lines of a path's `d` (M, H, V, L; an arc only moves the pen).
    static func all(in path: String) -> [Segment] {
        var out: [Segment] = []
        var (x, y) = (0.0, 0.0)
        for command in commands(path) {
            let numbers = command.numbers
            switch command.letter {
            case "M": (x, y) = (numbers[0], numbers[1])
            case "H": out.append(Segment(x, y, numbers[0], y)); x = numbers[0]
            case "V": out.append(Segment(x, y, x, numbers[0])); y = numbers[0]
            case "L": out.append(Segment(x, y, numbers[0], numbers[1])); (x, y) = (numbers[0], numbers[1])
            default: (x, y) = (numbers[numbers.count - 2], numbers[numbers.count - 1])
            }
        }
        return out
    }

    private static func commands(_ path: String) -> [(letter: Character, numbers: [Double])] {
        var out: [(letter: Character, numbers: [Double])] = []
        var number = ""
        for character in path + "Z" {
            if character.isLetter || character == " " {
                if let value = Double(number) { out[out.count - 1].numbers.append(value) }
                number = ""
                if character.isLetter { out.append((character, [])) }
            } else {
                number.append(character)
            }
        }
        return out.dropLast()
    }
}

final class CanvasSVGTests: XCTestCase {
    private func read(_ svg: String) throws -> SVGReader {
        let parser = XMLParser(data: Data(svg.utf8))
        let reader = SVGReader()
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
        return reader
    }

    func test_svg_parses_as_xml_and_its_rows_are_the_text_frame() throws {
        var canvas = Canvas(size: CellSize(width: 12, height: 3))
        canvas.write("a<b & \"c\">", x: 0, y: 0, style: Style(foreground: .red, bold: true))
        canvas.write("水星 wide", x: 1, y: 1, style: Style(reverse: true))
        canvas.write("dim", x: 9, y: 2, style: Style(background: .blue, dim: true))
        let reader = try read(canvas.svg())
        XCTAssertEqual(reader.rootName, "svg")
        XCTAssertEqual(reader.rows, canvas.textLines())
    }

    func test_styles_become_colours_weight_opacity_and_wide_characters_take_two_cells() throws {
        var canvas = Canvas(size: CellSize(width: 6, height: 1))
        canvas.write("B", x: 0, y: 0, style: Style(foreground: .green, bold: true))
        canvas.write("水", x: 1, y: 0)
        canvas.write("r", x: 3, y: 0, style: Style(reverse: true))
        canvas.write("d", x: 4, y: 0, style: Style(dim: true))
        let reader = try read(canvas.svg())
        // Cells are 8.4 px wide: column 1 starts at 8.4, the wide character spans 2 × 8.4 = 16.8.
        XCTAssertEqual(reader.tspans[0]["fill"], "#0dbc79")
        XCTAssertEqual(reader.tspans[0]["font-weight"], "bold")
        XCTAssertEqual(reader.tspans[1]["x"], "8.4")
        XCTAssertEqual(reader.tspans[1]["textLength"], "16.8")
        // Reverse swaps the default colours: dark text on a light cell, whose rectangle starts at 3 × 8.4 = 25.2.
        XCTAssertEqual(reader.tspans[2]["fill"], SVGMetrics.defaultBackground)
        XCTAssertTrue(reader.rects.contains { $0["x"] == "25.2" && $0["width"] == "8.4" && $0["fill"] == SVGMetrics.defaultForeground })
        XCTAssertEqual(reader.tspans[3]["opacity"], "0.6")
    }

    func test_a_run_of_narrow_characters_is_spaced_to_exactly_its_cells() throws {
        var canvas = Canvas(size: CellSize(width: 8, height: 1))
        canvas.write("ab c", x: 2, y: 0)
        let reader = try read(canvas.svg())
        // Blanks, the text and blanks share the plain style: one run of 8 cells, 8 × 8.4 = 67.2 px whatever the
        // font's advance, glyphs kept (spacing only); a single cell gets no textLength.
        XCTAssertEqual(reader.tspans.count, 1)
        XCTAssertEqual(reader.tspans[0]["textLength"], "67.2")
        XCTAssertEqual(reader.tspans[0]["lengthAdjust"], "spacing")
        var single = Canvas(size: CellSize(width: 1, height: 1))
        single.write("x", x: 0, y: 0)
        XCTAssertNil(try read(single.svg()).tspans[0]["textLength"])
    }

    // Line art: cells are 8.4 × 17 px, so the centre of column c, row r is (8.4c + 4.2, 17r + 8.5).

    func test_a_box_is_one_stroke_through_the_cell_centres_and_its_glyphs_are_hidden() throws {
        var canvas = Canvas(size: CellSize(width: 3, height: 3))
        canvas.write("┌─┐", x: 0, y: 0)
        canvas.write("│ │", x: 0, y: 1)
        canvas.write("└─┘", x: 0, y: 2)
        let reader = try read(canvas.svg())
        XCTAssertEqual(reader.paths.count, 1)
        let path = try XCTUnwrap(reader.paths.first)
        // Corners at the centres of the corner cells: (4.2, 8.5), (21, 8.5), (21, 42.5), (4.2, 42.5);
        // the cells' lines are joined into one closed line, starting where the last piece (└─┘) ended.
        XCTAssertEqual(path["d"], "M16.8 42.5H4.2V8.5H21V42.5H16.8")
        XCTAssertEqual(path["stroke"], SVGMetrics.defaultForeground)
        XCTAssertEqual(path["stroke-width"], "1.2")
        XCTAssertEqual(path["fill"], "none")
        let segments = Segment.all(in: path["d"] ?? "")
        // │ at column 0, row 1 runs from the row's top edge (17) to its bottom edge (34) at x = 4.2, the one at
        // column 2 at x = 21; ─ at column 1, row 0 from x = 8.4 to 16.8 at y = 8.5.
        for piece in [Segment(4.2, 17, 4.2, 34), Segment(21, 17, 21, 34), Segment(8.4, 8.5, 16.8, 8.5)] {
            XCTAssertTrue(segments.contains { $0.contains(piece) }, "\(piece) not drawn in \(segments)")
        }
        XCTAssertEqual(reader.rows, canvas.textLines())
        XCTAssertEqual(reader.tspans.map { $0["fill-opacity"] }, ["0", "0", "0"])
        XCTAssertEqual(reader.tspans.map { $0["fill"] }, [nil, nil, nil])
    }

    func test_lines_in_neighbouring_cells_join_exactly_at_the_cell_edges() throws {
        var column = Canvas(size: CellSize(width: 5, height: 3))
        for row in 0..<3 { column.write("│", x: 2, y: row) }
        // Column 2's centre is 2 × 8.4 + 4.2 = 21; three rows end at 3 × 17 = 51: one line, no gaps.
        XCTAssertEqual(try read(column.svg()).paths.map { $0["d"] }, ["M21 0V51"])
        var row = Canvas(size: CellSize(width: 5, height: 2))
        row.write("───", x: 1, y: 1)
        // Columns 1–3 of row 1: from 8.4 to 4 × 8.4 = 33.6 at 17 + 8.5 = 25.5.
        XCTAssertEqual(try read(row.svg()).paths.map { $0["d"] }, ["M8.4 25.5H33.6"])
    }

    func test_heavy_lines_are_thicker_and_double_lines_are_two_strokes_that_meet_at_corners() throws {
        var heavy = Canvas(size: CellSize(width: 1, height: 1))
        heavy.write("┃", x: 0, y: 0)
        let heavyPath = try XCTUnwrap(try read(heavy.svg()).paths.first)
        XCTAssertEqual(heavyPath["d"], "M4.2 0V17")
        XCTAssertEqual(heavyPath["stroke-width"], "2.4")
        var double = Canvas(size: CellSize(width: 2, height: 1))
        double.write("═╔", x: 0, y: 0)
        let path = try XCTUnwrap(try read(double.svg()).paths.first)
        XCTAssertEqual(path["stroke-width"], "1.2")
        // ═: 1.8 px above and below the centre line y = 8.5, edge to edge. ╔ at column 1 (centre x = 12.6):
        // the outer lines at y = 6.7 and x = 10.8 reach 0.6 px (half a stroke) past each other to close the
        // corner (from x = 10.2 and y = 6.1), the inner ones at y = 10.3 and x = 14.4 likewise (from 13.8, 9.7).
        XCTAssertEqual(Set(Segment.all(in: path["d"] ?? "")), [
            Segment(0, 6.7, 8.4, 6.7), Segment(0, 10.3, 8.4, 10.3),
            Segment(10.2, 6.7, 16.8, 6.7), Segment(10.8, 6.1, 10.8, 17),
            Segment(13.8, 10.3, 16.8, 10.3), Segment(14.4, 9.7, 14.4, 17),
        ])
    }

    func test_a_junction_s_stem_reaches_into_the_line_across_it() throws {
        var canvas = Canvas(size: CellSize(width: 1, height: 1))
        canvas.write("┬", x: 0, y: 0)
        let path = try XCTUnwrap(try read(canvas.svg()).paths.first)
        // The bar edge to edge at y = 8.5; the stem from half the bar's 1.2 px width above the centre, 7.9.
        XCTAssertEqual(Set(Segment.all(in: path["d"] ?? "")), [Segment(0, 8.5, 8.4, 8.5), Segment(4.2, 7.9, 4.2, 17)])
    }

    func test_a_rounded_corner_is_a_quarter_circle() throws {
        var canvas = Canvas(size: CellSize(width: 1, height: 1))
        canvas.write("╭", x: 0, y: 0)
        // From the right edge at the centre line, a quarter circle of radius 4.2 down to x = 4.2, then to the bottom.
        XCTAssertEqual(try read(canvas.svg()).paths.map { $0["d"] }, ["M8.4 8.5A4.2 4.2 0 0 0 4.2 12.7V17"])
    }

    func test_lines_take_the_cell_s_text_colour_reversed_and_dimmed_like_text() throws {
        var canvas = Canvas(size: CellSize(width: 3, height: 1))
        canvas.write("│", x: 0, y: 0, style: Style(foreground: .red))
        canvas.write("│", x: 1, y: 0, style: Style(reverse: true))
        canvas.write("│", x: 2, y: 0, style: Style(dim: true))
        let paths = try read(canvas.svg()).paths
        XCTAssertEqual(paths.map { $0["stroke"] }, ["#cd3131", SVGMetrics.defaultBackground, SVGMetrics.defaultForeground])
        XCTAssertEqual(paths.map { $0["opacity"] }, [nil, nil, "0.6"])
        XCTAssertEqual(paths.map { $0["d"] }, ["M4.2 0V17", "M12.6 0V17", "M21 0V17"])
    }

    func test_block_elements_are_filled_rectangles_of_their_part_of_the_cell() throws {
        var canvas = Canvas(size: CellSize(width: 3, height: 2))
        canvas.write("▒", x: 0, y: 0)
        canvas.write("▀", x: 2, y: 0)
        canvas.write("█", x: 1, y: 1)
        let reader = try read(canvas.svg())
        let blocks = reader.rects.filter { $0["x"] != nil }
        XCTAssertEqual(blocks.map { [$0["x"], $0["y"], $0["width"], $0["height"], $0["fill"], $0["opacity"]] }, [
            ["0", "0", "8.4", "17", SVGMetrics.defaultForeground, "0.5"],
            ["16.8", "0", "8.4", "8.5", SVGMetrics.defaultForeground, nil],
            ["8.4", "17", "8.4", "17", SVGMetrics.defaultForeground, nil],
        ])
        XCTAssertEqual(reader.rows, canvas.textLines())
        // "▒ ▀" hidden; then row 1's leading blank shown (it starts a run of text), "█ " hidden.
        XCTAssertEqual(reader.tspans.map { $0["fill-opacity"] }, ["0", nil, "0"])
        var bar = Canvas(size: CellSize(width: 4, height: 1))
        bar.write("███", x: 1, y: 0, style: Style(foreground: .blue))
        // A run of blocks is one rectangle, 3 × 8.4 = 25.2 wide, so no seams show between the cells.
        XCTAssertEqual(try read(bar.svg()).rects.filter { $0["x"] != nil }.map { [$0["x"], $0["width"], $0["fill"]] },
                       [["8.4", "25.2", "#2472c8"]])
    }

    func test_line_art_and_text_in_one_row_are_separate_runs_and_only_the_text_shows() throws {
        var canvas = Canvas(size: CellSize(width: 6, height: 1))
        canvas.write("│ ab │", x: 0, y: 0)
        let reader = try read(canvas.svg())
        XCTAssertEqual(reader.rows, ["│ ab │"])
        // A blank joins the run before it: "│ " hidden, then "ab " shown, then "│" hidden.
        XCTAssertEqual(reader.tspans.map { $0["x"] }, ["0", "16.8", "42"])
        XCTAssertEqual(reader.tspans.map { $0["textLength"] }, ["16.8", "25.2", nil])
        XCTAssertEqual(reader.tspans.map { $0["fill-opacity"] }, ["0", nil, "0"])
        XCTAssertEqual(reader.tspans.map { $0["fill"] }, [nil, SVGMetrics.defaultForeground, nil])
    }

    func test_the_font_list_falls_back_to_cjk_and_emoji_fonts_before_any_monospace() throws {
        let reader = try read(Canvas(size: CellSize(width: 1, height: 1)).svg())
        let fonts = (reader.rootAttributes["font-family"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(fonts.first, "ui-monospace")
        XCTAssertEqual(fonts.last, "monospace")
        for font in ["'Noto Sans Mono CJK SC'", "'Noto Color Emoji'", "'Apple Color Emoji'", "'Segoe UI Emoji'"] {
            XCTAssertTrue(fonts.contains(font), "\(font) missing from \(fonts)")
            XCTAssertLessThan(fonts.firstIndex(of: "'DejaVu Sans Mono'") ?? .max, fonts.firstIndex(of: font) ?? -1)
        }
    }
}
