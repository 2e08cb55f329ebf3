import CNcurses
import Foundation
import XCTest

@testable import TermCurses

final class GlyphPlanTests: XCTestCase {
    private typealias Write = GlyphPlan.Write

    /// A `wcwidth` stand-in: ASCII and "é" 1, "한" and "😀" 2, combining marks and U+FE0F 0,
    /// "❤" 1 (as in glibc), U+E000 unprintable.
    private func fakeWidth(_ scalar: UInt32) -> Int {
        switch scalar {
        case 0x0301, 0xFE0F, 0x200D: 0
        case 0xD55C, 0x1F600, 0x1F469, 0x1F4BB: 2
        case 0xE000: -1
        default: 1
        }
    }

    private func plan(_ text: String, columns: Int, limit: Int = 5) -> [Write] {
        GlyphPlan.plan(for: text, columns: columns, scalarLimit: limit, wcwidth: fakeWidth).writes
    }

    func testNarrowCharacterIsOneWrite() {
        XCTAssertEqual(plan("a", columns: 1), [Write(dx: 0, scalars: [0x61])])
    }

    func testWideCharacterIsOneWriteCoveringBothColumns() {
        XCTAssertEqual(plan("한", columns: 2), [Write(dx: 0, scalars: [0xD55C])])
    }

    func testCombiningMarksStayWithTheirBase() {
        XCTAssertEqual(plan("e\u{301}", columns: 1), [Write(dx: 0, scalars: [0x65, 0x301])])
    }

    func testCombiningMarksBeyondTheCellLimitAreDropped() {
        let text = "e" + String(repeating: "\u{301}", count: 6)
        XCTAssertEqual(plan(text, columns: 1, limit: 3), [Write(dx: 0, scalars: [0x65, 0x301, 0x301])])
    }

    func testJoinedEmojiStopsBeforeTheJoiner() {
        // 👩‍💻 (woman, ZWJ, laptop): ncurses keeps one spacing character per cell, and a dangling
        // joiner could fuse this cell with the next in some terminals.
        XCTAssertEqual(plan("\u{1F469}\u{200D}\u{1F4BB}", columns: 2), [Write(dx: 0, scalars: [0x1F469])])
    }

    func testEmojiWidenedByVariationSelectorIsDrawnNarrowPlusSpace() {
        XCTAssertEqual(plan("\u{2764}\u{FE0F}", columns: 2), [Write(dx: 0, scalars: [0x2764]), Write(dx: 1, scalars: [0x20])])
    }

    func testUnprintableCharacterBecomesQuestionMarkAtItsWidth() {
        XCTAssertEqual(plan("\u{E000}", columns: 1), [Write(dx: 0, scalars: [0x3F])])
        XCTAssertEqual(plan("\u{E000}", columns: 2), [Write(dx: 0, scalars: [0x3F]), Write(dx: 1, scalars: [0x20])])
    }

    func testWideCharacterGivenOneColumnBecomesQuestionMark() {
        // Only when a frame is cut at the screen's right edge.
        XCTAssertEqual(plan("한", columns: 1), [Write(dx: 0, scalars: [0x3F])])
    }

    func testEmptyTextHasNoWrites() {
        XCTAssertEqual(plan("", columns: 1), [])
    }

    func testRealWcwidthUnderUTF8AgreesWithTheCanvasForHangulKanaAndEmoji() throws {
        let previous = String(cString: setlocale(LC_CTYPE, nil))
        defer { setlocale(LC_CTYPE, previous) }
        // glibc ≥ 2.35 builds C.UTF-8 in; its absence is a broken machine, not a reason to skip.
        _ = try XCTUnwrap(setlocale(LC_CTYPE, "C.UTF-8"), "the C.UTF-8 locale is missing")
        let limit = Int(cnc_constants().cellScalarLimit)
        let width = { (scalar: UInt32) in Int(cnc_wcwidth(scalar)) }
        for text in ["한", "あ", "日", "😀"] {
            XCTAssertEqual(
                GlyphPlan.plan(for: text, columns: 2, scalarLimit: limit, wcwidth: width).writes,
                [Write(dx: 0, scalars: text.unicodeScalars.map(\.value))], text)
        }
        XCTAssertEqual(
            GlyphPlan.plan(for: "─", columns: 1, scalarLimit: limit, wcwidth: width).writes,
            [Write(dx: 0, scalars: [0x2500])])
    }
}
