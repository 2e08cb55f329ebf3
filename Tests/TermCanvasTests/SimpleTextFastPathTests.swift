@testable import TermCanvas
import XCTest

/// The byte-per-column and scalar-per-column fast paths of `DisplayWidth` and `Canvas.write` give what
/// the grapheme path gives, character by character.
final class SimpleTextFastPathTests: XCTestCase {
    private let samples = ["Item 0000042", "list│offset 0,1│? help", "┌──┐ ░▒▓█ …", "a\u{0301}│b", "│\u{0301}", "日│本", "\r\n│", "tab\there", "",
                           "list — 1,000 items│‘quoted’ • “more”", "—\u{0301}x", "‐‑‒–—―‖‗‘’‚‛“”„‟†‡•‣․‥…‧"]

    func test_width_and_truncation_match_the_per_character_path() {
        for sample in samples {
            XCTAssertEqual(DisplayWidth.of(sample), sample.reduce(0) { $0 + DisplayWidth.of($1) }, sample)
        }
        // Simple text's width is its scalar count, measured in the walk that finds it simple.
        XCTAssertEqual(DisplayWidth.simpleWidth("list│offset 0,1│? help"), 22)
        XCTAssertEqual(DisplayWidth.simpleWidth(""), 0)
        XCTAssertNil(DisplayWidth.simpleWidth("日│本"))
        XCTAssertNil(DisplayWidth.simpleWidth("a\u{0301}│b"))
        // "list│offset 0,1│? help" is 22 columns; 10 columns keep 9 and the ellipsis.
        XCTAssertEqual(DisplayWidth.truncate("list│offset 0,1│? help", toWidth: 10), "list│offs…")
        XCTAssertEqual(DisplayWidth.truncate("│─│", toWidth: 3), "│─│")
        XCTAssertEqual(DisplayWidth.truncate("list — 1,000 items", toWidth: 9), "list — 1…")
    }

    func test_writing_matches_writing_each_character() {
        for sample in samples {
            var whole = Canvas(size: CellSize(width: 30, height: 1))
            let advanced = whole.write(sample, x: 1, y: 0, style: Style(reverse: true), clip: CellRect(x: 2, y: 0, width: 20, height: 1))
            var single = Canvas(size: CellSize(width: 30, height: 1))
            var column = 1
            for character in sample {
                column += single.write(String(character), x: column, y: 0, style: Style(reverse: true),
                                       clip: CellRect(x: 2, y: 0, width: 20, height: 1))
            }
            XCTAssertEqual(whole, single, sample)
            XCTAssertEqual(advanced, column - 1, sample)
        }
    }
}
