import XCTest

@testable import TermCurses

final class EscapeSequenceFilterTests: XCTestCase {
    private func characters(_ text: String) -> [CursesInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    func testUnrecognisedCSISequenceIsDroppedWhole() {
        // Home as VT220 `ESC [1~` under a TERM whose entry lacks it.
        XCTAssertEqual(EscapeSequenceFilter.filter(characters("\u{1B}[1~")), [])
    }

    func testCSIWithParametersBetweenKeysKeepsTheKeys() {
        // Ctrl+Up as `ESC [1;5A` between j and k.
        XCTAssertEqual(EscapeSequenceFilter.filter(characters("j\u{1B}[1;5Ak")), characters("jk"))
    }

    func testUnrecognisedSS3SequenceIsDropped() {
        XCTAssertEqual(EscapeSequenceFilter.filter(characters("\u{1B}OHx")), characters("x"))
    }

    func testLoneEscapePassesThrough() {
        XCTAssertEqual(EscapeSequenceFilter.filter(characters("\u{1B}")), characters("\u{1B}"))
    }

    func testEscapeFollowedByAPlainCharacterPassesThrough() {
        XCTAssertEqual(EscapeSequenceFilter.filter(characters("\u{1B}q")), characters("\u{1B}q"))
    }

    func testEscapeFollowedByARecognisedKeyCodePassesThrough() {
        let inputs: [CursesInput] = [.character(0x1B), .keyCode(cnc_up)]
        XCTAssertEqual(EscapeSequenceFilter.filter(inputs), inputs)
    }

    func testCSICutOffAtTheEndOfTheReadIsDropped() {
        XCTAssertEqual(EscapeSequenceFilter.filter(characters("a\u{1B}[12")), characters("a"))
    }

    func testBracketSequenceBrokenByAControlCharacterIsNotASequence() {
        let inputs = characters("\u{1B}[\u{7}")
        XCTAssertEqual(EscapeSequenceFilter.filter(inputs), inputs)
    }

    private var cnc_up: Int32 { CursesConstants.current.raw.keyUp }
}
