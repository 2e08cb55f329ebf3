import Foundation
import XCTest

/// `tcv` run without a terminal: listing, snapshots, and the one-line errors for bad input.
final class CommandLineTests: XCTestCase {
    func test_list_names_every_demo_with_a_description() throws {
        let result = try TCVBinary.run(["list"])
        XCTAssertEqual(result.status, 0)
        for name in ["flow", "jungle", "tree", "decoration", "carousel"] {
            XCTAssertTrue(result.output.contains("\n\(name) ") || result.output.hasPrefix("\(name) "), "missing \(name):\n\(result.output)")
        }
    }

    func test_snapshot_prints_exactly_rows_lines_of_the_requested_width() throws {
        let result = try TCVBinary.run(["snapshot", "flow", "--size", "40x10", "--keys", "jj"])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 10)
        XCTAssertTrue(result.output.contains("┌"), "cells are drawn as boxes")
        XCTAssertFalse(result.output.contains("\u{1B}"), "plain snapshots carry no escape codes")
    }

    func test_snapshot_ansi_carries_styles() throws {
        let result = try TCVBinary.run(["snapshot", "flow", "--size", "40x10", "--ansi"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("\u{1B}["))
    }

    func test_bad_size_is_one_line_naming_the_problem_and_the_valid_form() throws {
        let result = try TCVBinary.run(["snapshot", "flow", "--size", "0x0"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.error, "tcv: error: invalid --size \"0x0\": expected COLSxROWS with COLS 10–1000 and ROWS 3–1000, e.g. 80x24\n")
        XCTAssertEqual(result.output, "")
    }

    func test_unknown_demo_lists_the_demos() throws {
        let result = try TCVBinary.run(["snapshot", "nope"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.error.hasPrefix("tcv: error: unknown demo \"nope\"; available demos: flow, "), result.error)
        XCTAssertEqual(result.error.filter { $0 == "\n" }.count, 1)
    }

    func test_unknown_key_token_names_the_token() throws {
        let result = try TCVBinary.run(["snapshot", "flow", "--keys", "j<Foo>"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.error.contains("<Foo>"), result.error)
        XCTAssertEqual(result.error.filter { $0 == "\n" }.count, 1)
    }

    func test_interactive_commands_refuse_without_a_terminal_and_write_no_escape_codes() throws {
        for arguments in [["demo", "flow"], []] {
            let result = try TCVBinary.run(arguments)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.output, "", "nothing on stdout, no escape codes")
            XCTAssertTrue(result.error.contains("needs a terminal"), result.error)
            XCTAssertTrue(result.error.contains("tcv snapshot"), result.error)
        }
    }
}
