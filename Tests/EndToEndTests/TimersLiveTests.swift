import Foundation
import XCTest

/// The app's `Timer`s and `DispatchQueue.main.asyncAfter` blocks run while the terminal is idle, as
/// on the phone (an auto-scrolling banner, a "loading…" that resolves): before, `tcv run` slept until
/// a key came and `tcv snapshot` never ran them.
final class TimersLiveTests: XCTestCase {
    private let file = LayoutFileTests.fixtures.appendingPathComponent("TickerController.swift").path

    override func setUp() {
        super.setUp()
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
    }

    func test_timers_and_async_after_fire_without_input_live() throws {
        let build = try TCVBinary.run(["snapshot", file, "--size", "60x8"])
        XCTAssertEqual(build.status, 0, build.error)
        XCTAssertTrue(build.output.contains("ticks 0 waiting"), build.output)
        let tmux = try TmuxSession(
            command: "XDG_CACHE_HOME=\"\(LayoutFileTests.cacheHome.path)\" \"\(TCVBinary.path)\" run \"\(file)\"; sleep 60",
            width: 60, height: 8)
        try tmux.waitForScreen("the asyncAfter block and three timer firings") {
            $0.joined(separator: "\n").range(of: #"ticks ([3-9]|\d\d) later"#, options: .regularExpression) != nil
        }
    }

    func test_a_headless_wait_lets_the_timer_fire_in_real_time() throws {
        let result = try TCVBinary.run(["snapshot", file, "--size", "60x8", "--keys", "<Wait:2200>"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("ticks 2 later"), result.output)
    }

    /// `DispatchQueue.main.asyncAfter` in a file: `tcv run`'s copy records the deadline, so a
    /// `<Wait>` over it waits for the block in real time and the snapshot shows the loaded data.
    func test_a_headless_wait_runs_a_main_queue_block_after_its_deadline() throws {
        let loader = LayoutFileTests.fixtures.appendingPathComponent("LoaderController.swift").path
        let before = try TCVBinary.snapshotLines(of: loader, size: "60x8", keys: "")
        XCTAssertTrue(before.last { !$0.isEmpty }?.hasPrefix("Loading…") == true, before.joined(separator: "\n"))
        let after = try TCVBinary.snapshotLines(of: loader, size: "60x8", keys: "<Wait:1500>")
        XCTAssertTrue(after.joined().contains("Alpha"), after.joined(separator: "\n"))
        XCTAssertTrue(after.last { !$0.isEmpty }?.hasPrefix("Loaded") == true, after.joined(separator: "\n"))
    }
}
