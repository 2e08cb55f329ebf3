import CNcurses
import XCTest

@testable import TermCurses

final class TerminalPreflightTests: XCTestCase {
    private func check(
        input: Bool = true, output: Bool = true, term: String? = "xterm-256color",
        probe: TerminalPreflight.TerminalTypeProbe = .usable
    ) -> Result<String, TerminalError> {
        Result { () throws(TerminalError) -> String in
            try TerminalPreflight.terminalType(
                inputIsTerminal: input, outputIsTerminal: output, term: term, probe: { _ in probe })
        }
    }

    func testUsableTerminalTypeIsReturned() {
        XCTAssertEqual(check(), .success("xterm-256color"))
    }

    func testRedirectedOutputIsRefusedBeforeTERMIsLookedAt() {
        XCTAssertEqual(check(output: false, term: nil), .failure(.notATerminal(inputIsTerminal: true, outputIsTerminal: false)))
        XCTAssertEqual(check(input: false), .failure(.notATerminal(inputIsTerminal: false, outputIsTerminal: true)))
    }

    func testMissingOrEmptyTERMIsRefused() {
        XCTAssertEqual(check(term: nil), .failure(.terminalTypeNotSet))
        XCTAssertEqual(check(term: ""), .failure(.terminalTypeNotSet))
    }

    func testProbeOutcomesBecomeTheirErrors() {
        XCTAssertEqual(check(term: "vt9000", probe: .unknown), .failure(.unknownTerminalType("vt9000")))
        XCTAssertEqual(check(term: "xterm", probe: .noDatabase), .failure(.noTerminfoDatabase("xterm")))
        XCTAssertEqual(check(term: "dumb", probe: .cannotAddressCursor), .failure(.terminalTypeTooLimited("dumb")))
    }

    func testRealProbeKnowsXtermAndDumbAndRejectsNonsense() {
        XCTAssertEqual(TerminalPreflight.TerminalTypeProbe(cnc_probe_term("xterm-256color")), .usable)
        XCTAssertEqual(TerminalPreflight.TerminalTypeProbe(cnc_probe_term("dumb")), .cannotAddressCursor)
        XCTAssertEqual(TerminalPreflight.TerminalTypeProbe(cnc_probe_term("no-such-terminal-type")), .unknown)
    }

    func testNoColorVetoesColoursOnlyWhenNonEmpty() {
        let options = TerminalOptions()
        XCTAssertTrue(TerminalPreflight.colorsWanted(options: options, environment: [:]))
        XCTAssertTrue(TerminalPreflight.colorsWanted(options: options, environment: ["NO_COLOR": ""]))
        XCTAssertFalse(TerminalPreflight.colorsWanted(options: options, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(TerminalPreflight.colorsWanted(options: TerminalOptions(colors: false), environment: [:]))
    }
}

