import Foundation
import TestSupport
import XCTest

/// `tcv replay FILE.cast --live` in a real terminal (tmux), and `tcv run FILE.swift --record` replayed.
final class ReplayLiveTests: XCTestCase {
    private var files: [URL] = []

    override func tearDown() {
        for file in files { try? FileManager.default.removeItem(at: file) }
        super.tearDown()
    }

    private func temporaryFile(_ suffix: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-\(UUID().uuidString)\(suffix)")
        files.append(url)
        return url
    }

    /// A flow session recorded at 70×18: `j` at 0.3 s and 0.6 s, the last frame at `end` seconds.
    private func flowCast(end: Double) throws -> URL {
        let url = temporaryFile(".cast")
        try """
            {"command":"tcv demo flow","height":18,"timestamp":0,"version":2,"width":70}
            [0,"o",""]
            [0.3,"i","j"]
            [0.6,"i","j"]
            [\(end),"o",""]

            """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Runs `command`, then prints its status, in an 80×24 terminal. The trap keeps the shell alive
    /// through Ctrl-C (the whole foreground group gets SIGINT) so it can report; tcv installs its own.
    private func terminal(_ command: String) throws -> TmuxSession {
        let script = temporaryFile(".sh")
        try "trap ':' INT\n\(command)\necho \"exit=$?\"\nsleep 60\n".write(to: script, atomically: true, encoding: .utf8)
        return try TmuxSession(command: "sh \(script.path)", width: 80, height: 24)
    }

    func test_live_replay_plays_the_keys_at_the_recorded_size_and_restores_the_terminal() throws {
        let cast = try flowCast(end: 2)
        let tmux = try terminal("\"\(TCVBinary.path)\" replay \"\(cast.path)\" --live")
        // The recorded 70×18 frame top-left in the 80×24 terminal, the note on row 18.
        let screen = try tmux.waitForScreen("both keys played") { $0.joined().contains("offset 0,2") }
        XCTAssertTrue(screen[17].hasPrefix("flow│"), screen.joined(separator: "\n"))
        XCTAssertTrue(screen[18].contains("replay: recorded at 70x18, terminal is 80x24: drawn top-left · q stops"), screen[18])
        let end = try tmux.waitForScreen("the end of the recording") { $0.joined().contains("exit=") }
        let text = end.joined(separator: "\n")
        XCTAssertTrue(text.contains("replay flow: played 2.0 s, 2 of 2 input(s), drawn at 70x18"), text)
        XCTAssertTrue(text.contains("exit=0"), text)
        XCTAssertFalse(text.contains("flow│"), "the demo's screen is gone: the terminal is restored\n\(text)")
    }

    /// Plays a 60 s recording live, presses `key` once both keys have played, returns the screen after the exit.
    private func stopLiveReplay(with key: String) throws -> String {
        let cast = try flowCast(end: 60)
        let tmux = try terminal("\"\(TCVBinary.path)\" replay \"\(cast.path)\" --live")
        try tmux.waitForScreen("both keys played") { $0.joined().contains("offset 0,2") }
        try tmux.send(key)
        return try tmux.waitForScreen("stopped") { $0.joined().contains("exit=") }.joined(separator: "\n")
    }

    func test_q_stops_a_live_replay_early() throws {
        let text = try stopLiveReplay(with: "q")
        XCTAssertTrue(text.contains("replay flow: stopped at "), text)
        XCTAssertTrue(text.contains(" of 60.0 s, 2 of 2 input(s), drawn at 70x18"), text)
        XCTAssertTrue(text.contains("exit=0"), text)
    }

    func test_ctrl_c_stops_a_live_replay_with_status_130() throws {
        let text = try stopLiveReplay(with: "C-c")
        XCTAssertTrue(text.contains("replay flow: stopped at "), text)
        XCTAssertTrue(text.contains("exit=130"), text)
    }

    func test_presenter_flags_are_recorded_in_the_command_and_replayed() throws {
        let cast = temporaryFile(".cast")
        let tmux = try terminal("\"\(TCVBinary.path)\" demo flow --present --hide-status --record \"\(cast.path)\"")
        try tmux.waitForScreen("the flow demo") { $0.joined().contains("┌") }
        try tmux.send("j")
        // The badge shows the key; no status line is drawn.
        let screen = try tmux.waitForScreen("the badge") { $0[22].hasSuffix(" j") }   // tmux trims trailing blanks
        XCTAssertFalse(screen.joined().contains("flow│"), screen.joined(separator: "\n"))
        try quitAndReplay(tmux, cast: cast, command: "tcv demo flow --present --hide-status", name: "flow")
    }

    /// Quits a recording session with `q`, then checks the cast's command and that it replays headless
    /// to identical frames.
    private func quitAndReplay(_ tmux: TmuxSession, cast: URL, command: String, name: String) throws {
        try tmux.send("q")
        try tmux.waitForScreen("exit") { $0.joined().contains("exit=0") }
        let recorded = try String(contentsOf: cast, encoding: .utf8)
        XCTAssertTrue(recorded.hasPrefix("{\"command\":\"\(command)\""), String(recorded.prefix(300)))
        let replay = try TCVBinary.run(["replay", cast.path])
        XCTAssertEqual(replay.status, 0, replay.output + replay.error)
        XCTAssertTrue(replay.output.hasPrefix("replay \(name): ") && replay.output.hasSuffix(" frame(s) drawn as recorded\n"), replay.output)
    }

    func test_a_recorded_layout_file_session_replays_headless_and_live() throws {
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
        // Build (or find) the program first, without a time limit, as LayoutFileLiveTests does.
        let build = try TCVBinary.run(["snapshot", LayoutFileTests.waterfall, "--cells", "--sections", "1"])
        XCTAssertEqual(build.status, 0, build.error)
        let cast = temporaryFile(".cast")
        let tmux = try terminal("XDG_CACHE_HOME=\"\(LayoutFileTests.cacheHome.path)\" \"\(TCVBinary.path)\" run \"\(LayoutFileTests.waterfall)\" --cells --sections 1 --record \"\(cast.path)\"")
        try tmux.waitForScreen("the waterfall") { $0.joined().contains("WaterfallLayout│offset 0,0") }
        try tmux.send("j")
        try tmux.waitForScreen("one row down") { $0.joined().contains("offset 0,1") }
        try quitAndReplay(tmux, cast: cast, command: "tcv run \(LayoutFileTests.waterfall) --items 30 --sections 1 --cells", name: "WaterfallLayout")

        let live = try terminal("XDG_CACHE_HOME=\"\(LayoutFileTests.cacheHome.path)\" \"\(TCVBinary.path)\" replay \"\(cast.path)\" --live")
        let text = try live.waitForScreen("the replay's end") { $0.joined().contains("exit=") }.joined(separator: "\n")
        XCTAssertTrue(text.contains("replay WaterfallLayout: played "), text)
        XCTAssertTrue(text.contains("exit=0"), text)
    }
}
