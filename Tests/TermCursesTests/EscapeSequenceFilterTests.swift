import CNcurses
import XCTest

@testable import TermCurses

final class EscapeSequenceFilterTests: XCTestCase {
    private let filter = EscapeSequenceFilter()
    private let c = CursesConstants.current.raw

    private func characters(_ text: String) -> [CursesInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    private func filtered(_ text: String) -> [CursesInput] {
        filter.filter(characters(text))
    }

    func testVT220HomeAndEndBecomeTheirKeyCodes() {
        // What tmux sends for Home/End, which the xterm-256color entry does not list.
        XCTAssertEqual(filtered("\u{1B}[1~"), [.keyCode(c.keyHome)])
        XCTAssertEqual(filtered("\u{1B}[4~"), [.keyCode(c.keyEnd)])
        XCTAssertEqual(filtered("\u{1B}[7~\u{1B}[8~"), [.keyCode(c.keyHome), .keyCode(c.keyEnd)])
    }

    func testCSIArrowsPagingDeleteAndBackTab() {
        XCTAssertEqual(
            filtered("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"),
            [.keyCode(c.keyUp), .keyCode(c.keyDown), .keyCode(c.keyRight), .keyCode(c.keyLeft)])
        XCTAssertEqual(filtered("\u{1B}[5~\u{1B}[6~"), [.keyCode(c.keyPageUp), .keyCode(c.keyPageDown)])
        XCTAssertEqual(filtered("\u{1B}[3~\u{1B}[Z"), [.keyCode(c.keyDelete), .keyCode(c.keyBackTab)])
        XCTAssertEqual(filtered("\u{1B}[H\u{1B}[F"), [.keyCode(c.keyHome), .keyCode(c.keyEnd)])
    }

    func testVT220FunctionKeysSkipTheGapsInTheirNumbering() {
        XCTAssertEqual(filtered("\u{1B}[11~"), [.keyCode(cnc_key_f(1))])
        XCTAssertEqual(filtered("\u{1B}[15~"), [.keyCode(cnc_key_f(5))])
        XCTAssertEqual(filtered("\u{1B}[17~"), [.keyCode(cnc_key_f(6))])
        XCTAssertEqual(filtered("\u{1B}[21~"), [.keyCode(cnc_key_f(10))])
        XCTAssertEqual(filtered("\u{1B}[23~"), [.keyCode(cnc_key_f(11))])
        XCTAssertEqual(filtered("\u{1B}[24~"), [.keyCode(cnc_key_f(12))])
        XCTAssertEqual(filtered("\u{1B}[16~"), [], "16 is no key")
    }

    func testSS3KeysBecomeTheirKeyCodes() {
        XCTAssertEqual(filtered("\u{1B}OH\u{1B}OF"), [.keyCode(c.keyHome), .keyCode(c.keyEnd)])
        XCTAssertEqual(filtered("\u{1B}OP\u{1B}OS"), [.keyCode(cnc_key_f(1)), .keyCode(cnc_key_f(4))])
        XCTAssertEqual(filtered("\u{1B}OM"), [.keyCode(c.keyEnter)])
    }

    func testSequencesWithModifiersAreDroppedWholeKeepingTheKeysAround() {
        // Ctrl+Up as `ESC [1;5A` between j and k.
        XCTAssertEqual(filtered("j\u{1B}[1;5Ak"), characters("jk"))
    }

    func testUnknownSS3SequenceIsDropped() {
        XCTAssertEqual(filtered("\u{1B}Ozx"), characters("x"))
    }

    func testLoneEscapePassesThrough() {
        XCTAssertEqual(filtered("\u{1B}"), characters("\u{1B}"))
    }

    func testEscapeFollowedByAPlainCharacterPassesThrough() {
        XCTAssertEqual(filtered("\u{1B}q"), characters("\u{1B}q"))
    }

    func testEscapeFollowedByARecognisedKeyCodePassesThrough() {
        let inputs: [CursesInput] = [.character(0x1B), .keyCode(c.keyUp)]
        XCTAssertEqual(filter.filter(inputs), inputs)
    }

    func testSequenceCutOffAtTheEndOfTheReadIsDropped() {
        XCTAssertEqual(filtered("a\u{1B}[12"), characters("a"))
        XCTAssertEqual(filtered("a\u{1B}O"), characters("a"))
    }

    func testBracketFollowedByAControlCharacterIsNotASequence() {
        XCTAssertEqual(filtered("\u{1B}[\u{7}"), characters("\u{1B}[\u{7}"))
    }
}
