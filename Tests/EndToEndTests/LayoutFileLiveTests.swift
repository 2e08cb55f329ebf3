import Foundation
import XCTest

/// `tcv run` in a real terminal (tmux): the generated program takes over the terminal, `i` opens the
/// inspector, `q` quits with status 0.
final class LayoutFileLiveTests: XCTestCase {
    func test_run_shows_the_layout_live_with_the_inspector_and_quits() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-e2e-\(UUID().uuidString).sh")
        defer { try? FileManager.default.removeItem(at: script) }
        // Build (or find) the program first, without a time limit: a first build in a fresh clone compiles
        // the libraries in the generated package, which can take minutes on a busy machine.
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
        let build = try TCVBinary.run(["snapshot", LayoutFileTests.waterfall, "--cells", "--sections", "1"])
        XCTAssertEqual(build.status, 0, build.error)
        try """
            XDG_CACHE_HOME="\(LayoutFileTests.cacheHome.path)" "\(TCVBinary.path)" run "\(LayoutFileTests.waterfall)" --cells --sections 1
            echo "exit=$?"
            sleep 60
            """.write(to: script, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(command: "sh \(script.path)", width: 80, height: 24)
        try tmux.waitForScreen("the waterfall") { $0.joined().contains("[0,5]") && $0.joined().contains("WaterfallLayout") }
        try tmux.send("i")
        try tmux.waitForScreen("the inspector") { $0.joined().contains("Inspector — cell [0,0]") }
        try tmux.send("q")
        let screen = try tmux.waitForScreen("exit") { $0.joined().contains("exit=") }
        XCTAssertTrue(screen.joined().contains("exit=0"), screen.joined(separator: "\n"))
    }
}
