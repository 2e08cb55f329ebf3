import Foundation
import XCTest

/// A crash or a hang in the user's code is a finding, not a 70-line backtrace or a stuck tool: `tcv`
/// runs the built program as its child and turns Swift's crash report into a few lines naming the
/// user's file, line and function, the call tcv made, and the command that runs it again; exit status
/// 70. `tcv fuzz` goes on past them. `CrashingLayout.swift`'s `shouldInvalidateLayout(forBoundsChange:)`
/// reads ten rows below the new bounds' top, past its cache near the end of the content (`G`); `HangingLayout.swift`'s `prepare()` never returns on a screen
/// shorter than 100 points (a resize, then a batch update, which invalidates the layout).
final class CrashReportTests: XCTestCase {
    private let layout = LayoutFileTests.fixtures.appendingPathComponent("CrashingLayout.swift").path
    private let hanging = LayoutFileTests.fixtures.appendingPathComponent("HangingLayout.swift").path

    override class func setUp() {
        super.setUp()
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
    }

    /// `tcv run FILE --sections 1` live in tmux once its program is built (outside the wait), showing
    /// its first screen; the shell ignores the Ctrl-C the terminal sends its whole foreground group, so
    /// it prints `exit=STATUS` afterwards.
    private func live(_ file: String, width: Int = 100) throws -> TmuxSession {
        let build = try TCVBinary.run(["snapshot", file, "--sections", "1"])
        XCTAssertEqual(build.status, 0, build.error)
        let tmux = try TmuxSession(command: "trap : INT; XDG_CACHE_HOME=\"\(LayoutFileTests.cacheHome.path)\" \"\(TCVBinary.path)\" "
                                       + "run \"\(file)\" --sections 1; echo exit=$?; sleep 60", width: width, height: 24)
        let name = (file as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        try tmux.waitForScreen("the list") { $0.joined().contains("\(name)│offset 0,0") }
        return tmux
    }

    private func expectedReport(command: String, screen: String = "80x24") -> String {
        """
        tcv: CrashingLayout.swift crashed: Fatal error: Index out of range
          at \(layout):34:24 in CrashingLayout.shouldInvalidateLayout(forBoundsChange:)
          called by tcv's CollectionView.askLayoutAboutBoundsChange(_:)
          showing \(screen) on iphone-16, generated data of 1 section(s) × 30 item(s)
          again: \(command)
          the whole backtrace: the same command with --backtrace

        """
    }

    func test_a_crash_in_a_snapshot_is_six_lines_naming_the_users_line_and_exit_70() throws {
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
        XCTAssertTrue(result.error.contains("CrashingLayout.shouldInvalidateLayout(forBoundsChange:)"), result.error)
    }

    /// Live: the terminal comes back (no alternate screen, no mouse reporting), then the report.
    func test_a_crash_live_restores_the_terminal_and_prints_the_report() throws {
        let tmux = try live(layout, width: 200)
        try tmux.send("jjG")
        let screen = try tmux.waitForScreen("the report") { $0.joined().contains("exit=") }.joined(separator: "\n")
        XCTAssertTrue(screen.contains("exit=70"), screen)
        XCTAssertTrue(screen.contains(expectedReport(command: "")
            .split(separator: "\n").prefix(3).joined(separator: "\n")), screen)
        XCTAssertEqual(try tmux.paneFormat("alternate_on"), "0")
        XCTAssertEqual(try tmux.paneFormat("mouse_button_flag"), "0")

        // "again:" is the session so far, replayed headless on the same screen: it crashes the same way.
        // The keys are the three pressed, after a `<Wait:MS>` for the time before them (when over a frame).
        let again = try XCTUnwrap(screen.split(separator: "\n").first { $0.contains("again: ") }).description
        let prefix = "  again: tcv snapshot \(layout) --items 30 --sections 1 --size 200x24 --cell-aspect 2.0 --keys "
        XCTAssertTrue(again.hasPrefix(prefix), again)
        let keys = String(again.dropFirst(prefix.count)).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
        XCTAssertTrue(keys.hasSuffix("jjG") && (keys == "jjG" || keys.hasPrefix("<Wait:")), keys)
        let replay = try TCVBinary.run(["snapshot", layout, "--items", "30", "--sections", "1", "--size", "200x24",
                                        "--cell-aspect", "2.0", "--keys", keys])
        XCTAssertEqual(replay.status, 70, replay.error)
        XCTAssertTrue(replay.error.hasPrefix("tcv: CrashingLayout.swift crashed: Fatal error: Index out of range"), replay.error)
    }

    /// Ctrl-C reaches the program, not tcv: the program restores the terminal and tcv exits with its 130.
    func test_ctrl_c_in_a_layout_file_run_exits_130() throws {
        let tmux = try live(layout)
        try tmux.send("C-c")
        let screen = try tmux.waitForScreen("the exit") { $0.joined().contains("exit=") }.joined(separator: "\n")
        XCTAssertTrue(screen.contains("exit=130"), screen)
        XCTAssertEqual(try tmux.paneFormat("alternate_on"), "0")
    }

    func test_a_hang_in_a_snapshot_or_a_trace_is_stopped_at_the_time_limit_and_placed() throws {
        for command in ["snapshot", "trace"] {
            let result = try TCVBinary.run([command, hanging, "--sections", "1", "--keys", "<Resize:119x9>b", "--time-limit", "1"])
            XCTAssertEqual(result.status, 70, command)
            let lines = result.error.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.first, "tcv: HangingLayout.swift hung: did not return within 1 s (stopped)", result.error)
            // Line 12 is the endless `while`; the column is wherever the stop found it in that line.
            let place = lines.dropFirst().first ?? ""
            XCTAssertTrue(place.hasPrefix("  at \(hanging):12:") && place.hasSuffix(" in HangingLayout.prepare()"), result.error)
        }
    }

    /// The planted crash is found (the fuzzer scrolls near the end of the content), shrunk to a few
    /// actions, replayable, and the fuzzing goes on: later sessions that crash there are counted.
    func test_fuzz_turns_a_crash_into_a_shrunk_finding_and_goes_on() throws {
        let result = try TCVBinary.run(["fuzz", layout, "--sections", "1", "--runs", "20", "--steps", "30"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("fuzz \(layout): run with seed "), lines[0])
        XCTAssertTrue(lines[0].contains(" crashed after "), lines[0])
        XCTAssertEqual(lines[1], "  [no crash] \(layout):34:24 — CrashingLayout.shouldInvalidateLayout(forBoundsChange:): "
                       + "Fatal error: Index out of range")
        let replay = try XCTUnwrap(lines.first { $0.hasPrefix("replay: ") })
        let words = try ShellWords.split(String(replay.dropFirst("replay: ".count)))
        XCTAssertEqual(Array(words.prefix(3)), ["tcv", "snapshot", layout])
        XCTAssertTrue(lines[0].contains("; shrunk to 1 (") || lines[0].contains("; shrunk to 2 (") || lines[0].contains("; shrunk to 3 ("),
                      lines[0])
        let again = try TCVBinary.run(Array(words.dropFirst()))
        XCTAssertEqual(again.status, 70, "the replay crashes the same way: " + again.error)
        XCTAssertTrue(lines.last?.hasPrefix("fuzz \(layout): ") == true, result.output)
        XCTAssertTrue(lines.last?.hasSuffix(" of 20 run(s) crashed in CrashingLayout.shouldInvalidateLayout(forBoundsChange:) (\(layout):34:24)") == true,
                      result.output)
    }

    /// The hang is stopped after the time limit, placed in `prepare()` and shrunk to the resize and the
    /// batch update; the fuzzing goes on. Where the stop lands in the endless loop varies: its
    /// condition (line 12) or its body (line 13).
    func test_fuzz_turns_a_hang_into_a_finding_in_the_users_function() throws {
        let result = try TCVBinary.run(["fuzz", hanging, "--sections", "1", "--runs", "7", "--steps", "30", "--time-limit", "0.5"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].contains(" hung after "), lines[0])
        let place = "\(NSRegularExpression.escapedPattern(for: hanging)):1[23]:[0-9]+"
        XCTAssertNotNil(lines[1].range(of: "^  \\[action returns in time\\] \(place) — HangingLayout\\.prepare\\(\\): did not return within 0\\.5 s$",
                                       options: .regularExpression), lines[1])
        XCTAssertTrue(lines.contains { $0.range(of: "^fuzz .*: 1 of 7 run\\(s\\) hung in HangingLayout\\.prepare\\(\\) \\(\(place)\\)$",
                                                 options: .regularExpression) != nil }, result.output)
    }

    /// Ctrl-C while the user's `prepare()` keeps the program busy (20 s): the terminal is restored and
    /// the program exits 130 within a second, without waiting for the user's code.
    func test_ctrl_c_during_a_slow_prepare_restores_the_terminal_within_a_second() throws {
        let tmux = try live(LayoutFileTests.fixtures.appendingPathComponent("SlowLayout.swift").path)
        try tmux.send("j")
        Thread.sleep(forTimeInterval: 0.5)
        let pressed = Date()
        try tmux.send("C-c")
        let screen = try tmux.waitForScreen(timeout: 5, "the exit") { $0.joined().contains("exit=") }.joined(separator: "\n")
        XCTAssertLessThan(Date().timeIntervalSince(pressed), 1.0, "left within a second")
        XCTAssertTrue(screen.contains("exit=130"), screen)
        XCTAssertEqual(try tmux.paneFormat("alternate_on"), "0")
    }

    /// A crash inside the fuzzer's own check of the content (the rect query asked away from the
    /// screen) names the check, and its replay is the one session that found it.
    func test_a_crash_in_the_fuzzers_check_of_the_content_replays_as_its_session() throws {
        let rectQuery = LayoutFileTests.fixtures.appendingPathComponent("CrashingRectQueryLayout.swift").path
        let result = try TCVBinary.run(["fuzz", rectQuery, "--sections", "1", "--runs", "3", "--steps", "5"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasSuffix("in the fuzzer's check (static ContentCoverage.omissions(in:of:)), not in a frame"), lines[0])
        XCTAssertEqual(lines[1], "  [no crash] \(rectQuery):28:27 — CrashingRectQueryLayout.layoutAttributesForElements(in:): "
                       + "Fatal error: Array index is out of range")
        let replay = try XCTUnwrap(lines.first { $0.hasPrefix("replay: ") })
        let words = try ShellWords.split(String(replay.dropFirst("replay: ".count)))
        XCTAssertEqual(Array(words.prefix(7)), ["tcv", "fuzz", rectQuery, "--seed", "1", "--runs", "1"])
        let again = try TCVBinary.run(Array(words.dropFirst()))
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.output.contains(lines[1]), again.output)
    }
}
