import Foundation
import XCTest

/// The real binary in a real terminal (tmux): boxes on screen, keys scroll, resize reflows, and the
/// terminal is restored on `q` and on signals.
final class LiveTerminalTests: XCTestCase {
    /// Runs tcv, then reports its exit status and whether cooked mode and echo are back once it ended.
    private func session(_ arguments: String, width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-e2e-\(UUID().uuidString).sh")
        // The trap keeps this shell alive through Ctrl-C (the whole foreground group gets SIGINT) so it
        // can report; the handler is reset to the default in tcv, which installs its own.
        try """
            trap ':' INT
            "\(TCVBinary.path)" \(arguments)
            echo "exit=$?"
            modes=" $(stty -a | tr '\\n;' '  ') "
            case "$modes" in *" -icanon "*) echo "icanon=off" ;; *) echo "icanon=on" ;; esac
            case "$modes" in *" -echo "*) echo "echo=off" ;; *) echo "echo=on" ;; esac
            sleep 60
            """.write(to: script, atomically: true, encoding: .utf8)
        return try TmuxSession(command: "sh \(script.path)", width: width, height: height)
    }

    private func statusLine(_ screen: [String]) -> String {
        screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    func test_gallery_draws_boxes_opens_a_demo_scrolls_and_quits_restoring_the_terminal() throws {
        let tmux = try session("")
        try tmux.waitForScreen("the gallery") { $0.joined().contains("demo gallery") && $0.joined().contains("┌") }
        try tmux.send("Enter")
        try tmux.waitForScreen("the flow demo") { self.statusLine($0).contains("flow") && $0.joined().contains("김치") }
        try tmux.send("j", "j", "j")
        try tmux.waitForScreen("three rows scrolled") { self.statusLine($0).contains("offset 0,3") }
        try tmux.send("q")
        try tmux.waitForScreen("back in the gallery") { $0.joined().contains("demo gallery") }
        try tmux.send("q")
        let screen = try tmux.waitForScreen("exit and restored modes") { $0.joined().contains("echo=") }
        let text = screen.joined(separator: "\n")
        XCTAssertTrue(text.contains("exit=0"), text)
        XCTAssertTrue(text.contains("icanon=on") && text.contains("echo=on"), "cooked mode and echo are back:\n\(text)")
        XCTAssertFalse(text.contains("demo gallery"), "the alternate screen is gone:\n\(text)")
    }

    func test_resize_reflows_the_layout_to_the_new_size() throws {
        let tmux = try session("demo flow", width: 80, height: 24)
        try tmux.waitForScreen("the flow demo") { $0.joined().contains("김치") }
        try tmux.resize(width: 40, height: 12)
        let screen = try tmux.waitForScreen("two columns at 40 wide") { screen in
            screen.count >= 12 && self.statusLine(screen).contains("size 40x")
        }
        XCTAssertTrue(screen.prefix(11).allSatisfy { $0.count <= 40 })
    }

    func test_ctrl_c_restores_the_terminal_and_exits_130() throws {
        let tmux = try session("demo flow")
        try tmux.waitForScreen("the flow demo") { $0.joined().contains("┌") }
        try tmux.send("C-c")
        let screen = try tmux.waitForScreen("exit status") { $0.joined().contains("echo=") }
        XCTAssertTrue(screen.joined().contains("exit=130"), screen.joined(separator: "\n"))
        XCTAssertTrue(screen.joined().contains("icanon=on") && screen.joined().contains("echo=on"))
    }

    func test_sigterm_restores_the_terminal_and_exits_143() throws {
        let tmux = try session("demo flow")
        try tmux.waitForScreen("the flow demo") { $0.joined().contains("┌") }
        let pid = try XCTUnwrap(try tmux.newestProcess(matching: "\(TCVBinary.path) demo flow"))
        kill(pid, SIGTERM)
        let screen = try tmux.waitForScreen("exit status") { $0.joined().contains("echo=") }
        XCTAssertTrue(screen.joined().contains("exit=143"), screen.joined(separator: "\n"))
        XCTAssertTrue(screen.joined().contains("icanon=on") && screen.joined().contains("echo=on"))
    }

    /// The live frame equals `tcv snapshot` for the same demo, size and keys (status row aside).
    func test_every_demo_live_matches_its_headless_snapshot() throws {
        for (demo, keys, tmuxKeys) in [("flow", "jjj", ["j", "j", "j"]), ("jungle", "jjjjj", ["j", "j", "j", "j", "j"]),
                                       ("tree", "llll", ["l", "l", "l", "l"]), ("decoration", "jjj", ["j", "j", "j"]),
                                       ("nested", "llllj", ["l", "l", "l", "l", "j"])] {
            // At rest: while the keys drag, the scroll indicator shows (and the live frame moves on).
            let headless = try TCVBinary.run(["snapshot", demo, "--size", "80x24", "--keys", keys + "<Wait:400>"])
            XCTAssertEqual(headless.status, 0, headless.error)
            let expected = headless.output.components(separatedBy: "\n").prefix(23).map(trimmed)
            let tmux = try session("demo \(demo)")
            try tmux.waitForScreen("\(demo) drawn") { $0.joined().contains("offset") }
            for key in tmuxKeys { try tmux.send(key) }
            let screen = try tmux.waitForScreen(timeout: 5, "\(demo) after \(keys) equals its snapshot") {
                Array($0.prefix(23).map(self.trimmed)) == Array(expected)
            }
            XCTAssertEqual(Array(screen.prefix(23).map(trimmed)), Array(expected), demo)
            try tmux.send("q")
            try tmux.waitForScreen("\(demo) quit") { $0.joined().contains("echo=") }
        }
    }

    /// `tcv demo flow --right-to-left`: the flow layout mirrored live, the first word (김치) at the right.
    func test_a_demo_runs_right_to_left() throws {
        let tmux = try session("demo flow --right-to-left")
        let screen = try tmux.waitForScreen("the mirrored flow demo") { $0.joined().contains("김치") }
        let row = try XCTUnwrap(screen.first { $0.contains("김치") })
        XCTAssertGreaterThan(row.distance(from: row.startIndex, to: row.range(of: "김치")!.lowerBound), 40, row)
        try tmux.send("q")
        try tmux.waitForScreen("flow quit") { $0.joined().contains("echo=") }
    }

    /// The springs demo live: six `j` leave rows far from the finger behind (the gaps below the middle
    /// open), and the springs, running on the real clock, bring every row back — the frame `tcv
    /// snapshot` computes on its virtual clock once they settled.
    func test_springs_stretch_and_settle_live() throws {
        let headless = try TCVBinary.run(["snapshot", "springs", "--size", "80x24", "--keys", "jjjjjj<Wait:2000>"])
        XCTAssertEqual(headless.status, 0, headless.error)
        let settled = headless.output.components(separatedBy: "\n").prefix(23).map(trimmed)
        let tmux = try session("demo springs")
        try tmux.waitForScreen("the springs demo") { self.statusLine($0).contains("springs") && $0.joined().contains("Spring 1") }
        try tmux.send("j", "j", "j", "j", "j", "j")
        try tmux.waitForScreen(timeout: 3, "rows lagging behind: two blank rows under a box") { screen in
            zip(screen, screen.dropFirst()).contains { $0.trimmingCharacters(in: .whitespaces).isEmpty && $1.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        let screen = try tmux.waitForScreen(timeout: 5, "the springs at rest") { Array($0.prefix(23).map(self.trimmed)) == Array(settled) }
        XCTAssertEqual(Array(screen.prefix(23).map(trimmed)), Array(settled))
        try tmux.send("q")
        try tmux.waitForScreen("springs quit") { $0.joined().contains("echo=") }
    }

    /// Two page keys in the live carousel: the drag ends, the layout snaps, and the content settles with
    /// Uranus centred (160 columns paged, the card nearest the centre rests at 26 · 6 = 156) — the same
    /// frame `tcv snapshot` computes for the keys on its virtual clock.
    func test_carousel_pages_and_rests_with_a_card_centred() throws {
        let headless = try TCVBinary.run(["snapshot", "carousel", "--size", "80x24", "--keys", "<PgDn><PgDn><Wait:800>"])
        XCTAssertEqual(headless.status, 0, headless.error)
        let expected = headless.output.components(separatedBy: "\n").prefix(23).map(trimmed)
        XCTAssertTrue(expected.joined().contains("Uranus"), expected.joined(separator: "\n"))
        let tmux = try session("demo carousel")
        try tmux.waitForScreen("the carousel") { self.statusLine($0).contains("offset 0,0") && $0.joined().contains("Mercury") }
        try tmux.send("PageDown", "PageDown")
        let screen = try tmux.waitForScreen(timeout: 5, "the carousel at rest on Uranus") {
            self.statusLine($0).contains("offset 156,0") && Array($0.prefix(23).map(self.trimmed)) == Array(expected)
        }
        XCTAssertEqual(Array(screen.prefix(23).map(trimmed)), Array(expected))
        let centredTop = try XCTUnwrap(screen.firstIndex { $0.contains("╭──────────────────────╮") })
        XCTAssertEqual(screen[centredTop].firstIndex(of: "╭").map { screen[centredTop].distance(from: screen[centredTop].startIndex, to: $0) }, 28,
                       "the whole card spans columns 28–51 of 80: centred")
        try tmux.send("q")
        try tmux.waitForScreen("carousel quit") { $0.joined().contains("echo=") }
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
