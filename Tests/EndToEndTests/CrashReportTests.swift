import Foundation
import XCTest

/// A crash in the user's code is a finding, not a 70-line backtrace: `tcv` runs the built program as
/// its child and turns Swift's crash report into a few lines naming the user's file, line and function,
/// the call tcv made, and the command that runs it again; exit status 70. `CrashingLayout.swift` reads
/// one row past its cache once the rect reaches the end of the content (`G`).
final class CrashReportTests: XCTestCase {
    private let layout = LayoutFileTests.fixtures.appendingPathComponent("CrashingLayout.swift").path

    override class func setUp() {
        super.setUp()
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
    }

    private func expectedReport(command: String) -> String {
        """
        tcv: CrashingLayout.swift crashed: Fatal error: Array index is out of range
          at \(layout):34:27 in CrashingLayout.layoutAttributesForElements(in:)
          called by tcv's CollectionView.runLayoutPass()
          again: \(command)
          the whole backtrace: the same command with --backtrace

        """
    }

    func test_a_crash_in_a_snapshot_is_five_lines_naming_the_users_line_and_exit_70() throws {
        let top = try TCVBinary.run(["snapshot", layout, "--sections", "1"])
        XCTAssertEqual(top.status, 0, "fine at the top: " + top.error)
        let result = try TCVBinary.run(["snapshot", layout, "--sections", "1", "--keys", "G"])
        XCTAssertEqual(result.status, 70)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.error, expectedReport(command: "tcv snapshot \(layout) --sections 1 --keys G"))
    }

    func test_backtrace_shows_swifts_whole_report_and_the_signals_status() throws {
        let result = try TCVBinary.run(["snapshot", layout, "--sections", "1", "--keys", "G", "--backtrace"])
        XCTAssertEqual(result.status, 132, "SIGILL, as Swift's runtime traps")
        XCTAssertTrue(result.error.contains("*** Program crashed: Illegal instruction"), result.error)
        XCTAssertTrue(result.error.contains("CrashingLayout.layoutAttributesForElements(in:)"), result.error)
    }

    /// Live: the terminal comes back (no alternate screen, no mouse reporting), then the report.
    func test_a_crash_live_restores_the_terminal_and_prints_the_report() throws {
        let build = try TCVBinary.run(["snapshot", layout, "--sections", "1"])
        XCTAssertEqual(build.status, 0, build.error)
        let tmux = try TmuxSession(command: "XDG_CACHE_HOME=\"\(LayoutFileTests.cacheHome.path)\" \"\(TCVBinary.path)\" run \"\(layout)\" --sections 1; echo exit=$?; sleep 60",
                                   width: 200, height: 24)
        try tmux.waitForScreen("the list") { $0.joined().contains("CrashingLayout│offset 0,0") }
        try tmux.send("G")
        let screen = try tmux.waitForScreen("the report") { $0.joined().contains("exit=") }.joined(separator: "\n")
        XCTAssertTrue(screen.contains("exit=70"), screen)
        XCTAssertTrue(screen.contains(expectedReport(command: "tcv run \(layout) --sections 1")
            .split(separator: "\n").prefix(3).joined(separator: "\n")), screen)
        XCTAssertEqual(try tmux.paneFormat("alternate_on"), "0")
        XCTAssertEqual(try tmux.paneFormat("mouse_button_flag"), "0")
    }

    /// Ctrl-C reaches the program, not tcv: the program restores the terminal and tcv exits with its 130.
    func test_ctrl_c_in_a_layout_file_run_exits_130() throws {
        let build = try TCVBinary.run(["snapshot", layout, "--sections", "1"])
        XCTAssertEqual(build.status, 0, build.error)
        // The shell ignores the Ctrl-C the terminal sends its whole foreground group, to report the status.
        let tmux = try TmuxSession(command: "trap : INT; XDG_CACHE_HOME=\"\(LayoutFileTests.cacheHome.path)\" \"\(TCVBinary.path)\" run \"\(layout)\" --sections 1; echo exit=$?; sleep 60",
                                   width: 100, height: 24)
        try tmux.waitForScreen("the list") { $0.joined().contains("CrashingLayout│offset 0,0") }
        try tmux.send("C-c")
        let screen = try tmux.waitForScreen("the exit") { $0.joined().contains("exit=") }.joined(separator: "\n")
        XCTAssertTrue(screen.contains("exit=130"), screen)
        XCTAssertEqual(try tmux.paneFormat("alternate_on"), "0")
    }
}
