import XCTest

import TermCurses

final class TerminalErrorTests: XCTestCase {
    private let tcvAlternative = "for headless output use `tcv snapshot NAME`"

    func testNotATerminalNamesTheRedirectedStreamAndTheProgramsAlternative() {
        XCTAssertEqual(
            TerminalError.notATerminal(inputIsTerminal: true, outputIsTerminal: false).message(alternative: tcvAlternative),
            "the interactive viewer needs a terminal, but standard output is not a terminal; "
                + "for headless output use `tcv snapshot NAME`")
        XCTAssertEqual(
            TerminalError.notATerminal(inputIsTerminal: false, outputIsTerminal: false).message(alternative: tcvAlternative),
            "the interactive viewer needs a terminal, but standard input and output are not a terminal; "
                + "for headless output use `tcv snapshot NAME`")
    }

    /// The library names no program: a program of its own gets the cause and the fix alone.
    func testTheLibrarysOwnMessageNamesNoProgram() {
        XCTAssertEqual(
            TerminalError.unknownTerminalType("vt9000").description,
            "unknown terminal type TERM=vt9000 (no terminfo entry); set TERM to your terminal's type, e.g. TERM=xterm-256color")
        XCTAssertEqual(
            TerminalError.notATerminal(inputIsTerminal: true, outputIsTerminal: false).description,
            "the interactive viewer needs a terminal, but standard output is not a terminal")
    }

    func testUnknownTerminalTypeNamesTheValueAndSuggestsXterm() {
        XCTAssertEqual(
            TerminalError.unknownTerminalType("vt9000").message(alternative: tcvAlternative),
            "unknown terminal type TERM=vt9000 (no terminfo entry); set TERM to your terminal's type, "
                + "e.g. TERM=xterm-256color, or for headless output use `tcv snapshot NAME`")
    }

    func testEveryMessageIsOneLineWithoutEscapeCodes() {
        let errors: [TerminalError] = [
            .notATerminal(inputIsTerminal: false, outputIsTerminal: true), .terminalTypeNotSet,
            .unknownTerminalType("x"), .noTerminfoDatabase("x"), .terminalTypeTooLimited("dumb"),
            .cursesStartFailed("x"), .signalSetupFailed(22),
        ]
        for error in errors {
            XCTAssertFalse(error.description.contains("\n"), "\(error)")
            XCTAssertFalse(error.description.contains("\u{1B}"), "\(error)")
        }
    }
}
