import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import XCTest

/// `tcv fuzz`, key scripts with resizes, and `tcv snapshot --format svg`, through the real binary.
final class QAToolsTests: XCTestCase {
    func test_fuzz_of_a_demo_passes_and_says_what_it_played() throws {
        let result = try TCVBinary.run(["fuzz", "carousel", "--runs", "20", "--steps", "20", "--seed", "3"])
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.hasPrefix("fuzz carousel: 20 run(s) of 20 actions from seed 3 at 80x24: no invariant broken (400 actions, "),
                      result.output)
    }

    func test_snapshot_replays_a_resize_and_prints_the_frame_at_the_last_size() throws {
        let result = try TCVBinary.run(["snapshot", "flow", "--size", "40x10", "--keys", "j<Resize:30x6><ScrollDown:3,2>"])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 6)
        // 30 columns: a wide character is one Character over two columns, so no row has more.
        XCTAssertEqual(lines.map(\.count).max(), 30)
    }

    func test_svg_snapshot_parses_as_xml_and_its_rows_are_the_text_snapshot() throws {
        // The carousel has wide characters (水星) and reversed, dim and bold styles.
        let text = try TCVBinary.run(["snapshot", "carousel", "--size", "60x16", "--keys", "l"])
        let svg = try TCVBinary.run(["snapshot", "carousel", "--size", "60x16", "--keys", "l", "--format", "svg"])
        XCTAssertEqual(svg.status, 0, svg.error)
        let parser = XMLParser(data: Data(svg.output.utf8))
        let rows = RowCollector()
        parser.delegate = rows
        XCTAssertTrue(parser.parse(), "not well-formed XML")
        XCTAssertEqual(rows.root, "svg")
        XCTAssertEqual(rows.rows.joined(separator: "\n") + "\n", text.output)
    }

    func test_svg_is_refused_with_ansi() throws {
        let result = try TCVBinary.run(["snapshot", "flow", "--ansi", "--format", "svg"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "tcv: error: --ansi and --format svg contradict each other\n")
    }
}

/// The characters of each `<text>` element (one per row).
private final class RowCollector: NSObject, XMLParserDelegate {
    var rows: [String] = []
    var root: String?
    private var inText = false

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { root = elementName }
        if elementName == "text" {
            inText = true
            rows.append("")
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { rows[rows.count - 1] += string }
    }
}

/// `tcv demo --record` in a real terminal (tmux), then `tcv replay` on the file.
final class RecordReplayLiveTests: XCTestCase {
    func test_a_live_recording_replays_to_identical_frames() throws {
        let cast = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-\(UUID().uuidString).cast")
        defer { try? FileManager.default.removeItem(at: cast) }
        let tmux = try TmuxSession(command: "\"\(TCVBinary.path)\" demo flow --record \"\(cast.path)\"; sleep 60", width: 70, height: 18)
        try tmux.waitForScreen("the flow demo") { $0.joined().contains("offset 0,0") }
        try tmux.send("j")
        try tmux.waitForScreen("one row down") { $0.joined().contains("offset 0,1") }
        try tmux.send("G")
        try tmux.waitForScreen("scrolled away from the top") { !$0.joined().contains("offset 0,1│") }
        try tmux.send("q")
        XCTAssertTrue(waitUntil(timeout: 10) { ((try? Data(contentsOf: cast))?.count ?? 0) > 0 }, "no recording was written")
        let text = try String(contentsOf: cast, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\"command\":\"tcv demo flow\""), String(text.prefix(200)))
        XCTAssertTrue(text.contains("[") && text.contains(",\"i\",\"j\"]"), "the key j is an input event")
        let replay = try TCVBinary.run(["replay", cast.path])
        XCTAssertEqual(replay.status, 0, replay.output + replay.error)
        XCTAssertTrue(replay.output.hasPrefix("replay flow: ") && replay.output.hasSuffix(" frame(s) drawn as recorded\n"), replay.output)
    }
}
