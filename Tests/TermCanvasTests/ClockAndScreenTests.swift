import Foundation
import TermCanvas
import XCTest

// Test methods are `async`: corelibs XCTest on Linux cannot call a synchronous test method of a
// @MainActor class ("Could not cast value of type '(…) -> @MainActor () -> ()'"), an async one it can.
@MainActor
final class ClockAndScreenTests: XCTestCase {
    func test_virtual_clock_moves_only_when_advanced() async {
        let clock = VirtualClock(now: 1.5)
        XCTAssertEqual(clock.now, 1.5)
        clock.advance(by: 0.25)
        XCTAssertEqual(clock.now, 1.75)
    }

    func test_virtual_clock_ignores_negative_advances() async {
        let clock = VirtualClock()
        clock.advance(by: -1)
        XCTAssertEqual(clock.now, 0)
    }

    /// The system clock counts seconds from its creation: it reads about 0 at once, and the real time
    /// that passed after a sleep (not the wall clock's, not milliseconds or nanoseconds).
    func test_system_clock_counts_real_seconds_from_its_creation() async throws {
        let clock = SystemClock()
        XCTAssertLessThan(clock.now, 0.01)
        let before = clock.now
        try await Task.sleep(for: .milliseconds(50))
        let slept = clock.now - before
        XCTAssertGreaterThanOrEqual(slept, 0.05)
        XCTAssertLessThan(slept, 1, "seconds, not milliseconds")
    }

    func test_headless_screen_keeps_the_last_frame_and_counts_presents() async {
        let screen = HeadlessScreen(size: CellSize(width: 3, height: 1))
        XCTAssertNil(screen.lastFrame)
        XCTAssertEqual(screen.presentCount, 0)
        var frame = Canvas(size: screen.size)
        frame.write("one", x: 0, y: 0)
        screen.present(frame)
        frame.write("two", x: 0, y: 0)
        screen.present(frame)
        XCTAssertEqual(screen.lastFrame?.text, "two")
        XCTAssertEqual(screen.presentCount, 2)
    }

    /// A resize step reaches the app as `setScreenSize` before the frame, and that frame is drawn at
    /// the new size (what the live loop does with the terminal's resize event).
    func test_a_resize_step_resizes_the_app_and_its_next_frame() async throws {
        let clock = VirtualClock()
        let app = RecordingApp(clock: clock)
        let runner = HeadlessRunner(app: app, clock: clock, size: CellSize(width: 10, height: 2))
        let frame = runner.run(try KeyScript.parse("<Resize:12x3>"))
        XCTAssertEqual(frame.size, CellSize(width: 12, height: 3))
        XCTAssertEqual(runner.size, CellSize(width: 12, height: 3))
        let resized = try XCTUnwrap(app.log.firstIndex(of: "size \(CellSize(width: 12, height: 3))"))
        XCTAssertTrue(app.log[resized...].contains { $0.hasPrefix("render \(CellSize(width: 12, height: 3))") }, "\(app.log)")
    }

    /// Key scripts and their printed form agree: a parsed script prints back as the same tokens (the
    /// form replays and fuzz findings print), so a finding's `--keys` replays the same events.
    func test_a_parsed_key_script_prints_back_to_the_same_script() async throws {
        let text = "jk<PgDn><Resize:40x12><ScrollDown:3,4><Wait:250>"
        let steps = try KeyScript.parse(text)
        XCTAssertEqual(try KeyScript.parse(KeyScript.format(steps)), steps)
    }

    /// One reading of `WxH` for every place that takes it: whole digits for cells, either case of x.
    func test_a_size_text_parses_once_for_every_option() async {
        XCTAssertEqual(CellSize(parsing: "80x24"), CellSize(width: 80, height: 24))
        XCTAssertEqual(CellSize(parsing: "80X24"), CellSize(width: 80, height: 24))
        XCTAssertEqual(CellSize(parsing: CellSize(width: 7, height: 3).description), CellSize(width: 7, height: 3))
        for bad in ["80x", "x24", "80x24x1", "-1x5", "+8x5", "8.5x5", "", "80 x 24"] {
            XCTAssertNil(CellSize(parsing: bad), bad)
        }
        XCTAssertEqual(CellSize.dimensions(in: "16.5x3").map { "\($0.width)|\($0.height)" }, "16.5|3")
    }
}
