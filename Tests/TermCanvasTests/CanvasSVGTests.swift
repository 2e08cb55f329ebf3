import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TermCanvas
import XCTest

/// Reads back what `Canvas.svg()` wrote with Foundation's XMLParser (FoundationXML on Linux, where
/// XMLDocument is missing): the text of each row's `<text>` element, and the attributes of each tspan.
private final class SVGReader: NSObject, XMLParserDelegate {
    var rows: [String] = []
    var tspans: [[String: String]] = []
    var rects: [[String: String]] = []
    var rootName: String?
    private var inText = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if rootName == nil { rootName = elementName }
        switch elementName {
        case "text":
            inText = true
            rows.append("")
        case "tspan": tspans.append(attributes)
        case "rect": rects.append(attributes)
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
        canvas.write("┌──┐", x: 2, y: 0)
        let reader = try read(canvas.svg())
        // Blanks, the box and blanks share the plain style: one run of 8 cells, 8 × 8.4 = 67.2 px whatever the
        // font's advance, glyphs kept (spacing only); a single cell gets no textLength.
        XCTAssertEqual(reader.tspans.count, 1)
        XCTAssertEqual(reader.tspans[0]["textLength"], "67.2")
        XCTAssertEqual(reader.tspans[0]["lengthAdjust"], "spacing")
        var single = Canvas(size: CellSize(width: 1, height: 1))
        single.write("x", x: 0, y: 0)
        XCTAssertNil(try read(single.svg()).tspans[0]["textLength"])
    }
}
