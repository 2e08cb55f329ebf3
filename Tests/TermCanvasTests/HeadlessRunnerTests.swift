import TermCanvas
import TestSupport
import XCTest

// Test methods are `async`: corelibs XCTest on Linux cannot call a synchronous test method of a
// @MainActor class ("Could not cast value of type '(…) -> @MainActor () -> ()'"), an async one it can.
@MainActor
final class HeadlessRunnerTests: XCTestCase {
    private let size = CellSize(width: 10, height: 2)

    private func run(_ steps: [KeyScriptStep], start: Double = 0, configure: (RecordingApp) -> Void = { _ in })
        -> (app: RecordingApp, clock: VirtualClock, frame: Canvas) {
        let clock = VirtualClock(now: start)
        let app = RecordingApp(clock: clock)
        configure(app)
        let frame = HeadlessRunner(app: app, clock: clock, size: size).run(steps)
        return (app, clock, frame)
    }

    /// The first tick draws, as the run loop's first frame does; `run` then draws the frame it returns.
    func test_empty_script_sizes_ticks_once_and_renders() async {
        let result = run([])
        XCTAssertEqual(result.app.log, ["size 10x2", "tick @0", "render 10x2 @0", "render 10x2 @0"])
        assertCanvas(result.frame, equals: ["ticks 1   ", "          "])
    }

    /// As the live loop does it: the key is handled, the app ticks and draws at once; then a frame of
    /// time passes and the (idle) app ticks without drawing — nothing changed.
    func test_each_key_is_handled_ticked_and_drawn_then_one_frame_passes_with_a_tick() async {
        let result = run([.key(.character("j")), .key(.down)])
        XCTAssertEqual(result.app.log, [
            "size 10x2", "tick @0", "render 10x2 @0",
            "event key(TermCanvas.Key.character(\"j\")) @0", "tick @0", "render 10x2 @0", "tick @16",
            "event key(TermCanvas.Key.down) @16", "tick @16", "render 10x2 @16", "tick @32",
            "render 10x2 @32",
        ])
        XCTAssertEqual(result.clock.now, 2 * FrameTiming.frameDuration, accuracy: 1e-12)
    }

    func test_mouse_and_resize_steps_are_delivered_then_one_frame_passes_and_the_frame_has_the_new_size() async {
        let result = run([.mouse(MouseEvent(action: .scrollDown, x: 1, y: 0)), .resize(CellSize(width: 4, height: 1))])
        XCTAssertEqual(result.app.log, [
            "size 10x2", "tick @0", "render 10x2 @0",
            "event mouse(TermCanvas.MouseEvent(action: TermCanvas.MouseButtonAction.scrollDown, button: TermCanvas.MouseButton.left, x: 1, y: 0)) @0", "tick @0",
            "render 10x2 @0", "tick @16",
            "size 4x1", "tick @16", "render 4x1 @16", "tick @32",
            "render 4x1 @32",
        ])
        XCTAssertEqual(result.frame.size, CellSize(width: 4, height: 1))
    }

    /// An app whose frame changes with time is drawn after every tick, as the run loop draws it.
    func test_wait_ticks_every_frame_while_animating_and_lands_exactly_on_its_end_time() async {
        let result = run([.wait(milliseconds: 40)]) { $0.isAnimating = true }
        XCTAssertEqual(result.app.log, ["size 10x2", "tick @0", "render 10x2 @0", "tick @16", "render 10x2 @16", "tick @32",
                                        "render 10x2 @32", "tick @40", "render 10x2 @40", "render 10x2 @40"])
        XCTAssertEqual(result.clock.now, 0.04)
    }

    func test_wait_of_whole_frames_adds_no_sliver_tick() async {
        let result = run([.wait(milliseconds: 48), .wait(milliseconds: 160)]) { $0.isAnimating = true }
        XCTAssertEqual(result.app.tickCount, 1 + 3 + 10)
        XCTAssertEqual(result.clock.now, 0.048 + 0.16, accuracy: 1e-12)
    }

    func test_zero_wait_does_nothing() async {
        let result = run([.wait(milliseconds: 0)])
        XCTAssertEqual(result.app.tickCount, 1)
        XCTAssertEqual(result.clock.now, 0)
    }

    func test_time_continues_from_the_clock_start() async {
        let result = run([.key(.enter), .wait(milliseconds: 10)], start: 5)
        // The key's frame is drawn; the idle ticks after it are not (nothing changed), the returned frame is.
        XCTAssertEqual(result.app.log.suffix(6), ["event key(TermCanvas.Key.enter) @5000", "tick @5000", "render 10x2 @5000",
                                                  "tick @5016", "tick @5026", "render 10x2 @5026"])
    }

    func test_finishing_on_a_key_stops_before_the_next_frame_and_step() async {
        let result = run([.key(.character("a")), .key(.character("q")), .key(.character("b")), .wait(milliseconds: 100)])
        XCTAssertEqual(result.app.log, [
            "size 10x2", "tick @0", "render 10x2 @0",
            "event key(TermCanvas.Key.character(\"a\")) @0", "tick @0", "render 10x2 @0", "tick @16",
            "event key(TermCanvas.Key.character(\"q\")) @16",
            "render 10x2 @16",
        ])
        XCTAssertEqual(result.app.exitStatus, 3)
    }

    func test_finishing_during_a_wait_stops_ticking() async {
        let result = run([.wait(milliseconds: 100), .key(.character("x"))]) {
            $0.finishTime = 0.05
            $0.isAnimating = true
        }
        // The tick that finishes draws nothing; the returned frame is drawn.
        XCTAssertEqual(result.app.log, ["size 10x2", "tick @0", "render 10x2 @0", "tick @16", "render 10x2 @16", "tick @32",
                                        "render 10x2 @32", "tick @48", "render 10x2 @48", "tick @64", "render 10x2 @64"])
        XCTAssertEqual(result.clock.now, 0.064, accuracy: 1e-12)
    }

    func test_parsed_script_drives_the_app() async throws {
        let result = run(try KeyScript.parse("jj<Wait:32>")) { $0.isAnimating = true }
        // Each key: a tick as it is handled, one a frame later; the wait: one a frame.
        XCTAssertEqual(result.app.tickCount, 1 + 2 * 2 + 2)
        assertCanvas(result.frame, equals: ["ticks 7   ", "          "])
    }

    // Issue 8: `<Wait:99999999999>` ran for minutes and `<Wait:9223372036854775807>` never ended,
    // ticking every 16 ms of virtual time although nothing moved.
    func test_an_idle_app_passes_a_wait_in_one_tick() async {
        let result = run([.wait(milliseconds: 1000)])
        XCTAssertEqual(result.app.log, ["size 10x2", "tick @0", "render 10x2 @0", "tick @1000", "render 10x2 @1000"])
    }

    func test_huge_waits_are_cut_to_a_day_and_keys_after_them_still_advance_one_frame() async {
        let result = run([.wait(milliseconds: Int.max), .wait(milliseconds: 99_999_999_999), .key(.enter)])
        // 2 days of waits (each cut to 86 400 s), then one 16 ms frame: the clock still resolves it.
        XCTAssertEqual(result.clock.now, 2 * HeadlessRunner.maximumWait + FrameTiming.frameDuration, accuracy: 1e-6)
        XCTAssertEqual(result.app.tickCount, 1 + 1 + 1 + 2)
    }

    func test_a_wait_ticks_per_frame_until_the_animation_ends_then_jumps_to_its_end() async {
        let result = run([.wait(milliseconds: Int.max)]) {
            $0.isAnimating = true
            $0.stopAnimatingAt = 0.03
        }
        // The tick that ends the animation draws once more (as the run loop does); the idle jump does not.
        XCTAssertEqual(result.app.log, ["size 10x2", "tick @0", "render 10x2 @0", "tick @16", "render 10x2 @16", "tick @32",
                                        "render 10x2 @32", "tick @86400000", "render 10x2 @86400000"])
    }

    /// A `<Wait>` over the app's Foundation `Timer` waits for it in real time, so a timer-driven
    /// screen (an auto-scrolling banner) moves in a headless run as it does live: 50-ms firings over a
    /// 220-ms wait fire 4 times, and the virtual clock ends at the wait's end.
    func test_a_wait_lets_the_apps_run_loop_timers_fire_in_real_time() async {
        let firings = FiringCount()
        let timer = firings.schedule(every: 0.05)
        defer { timer.invalidate() }
        let result = run([.wait(milliseconds: 220)])
        XCTAssertEqual(firings.count, 4)
        XCTAssertEqual(result.clock.now, 0.22, accuracy: 1e-9)
    }

    /// A recorded main-queue deadline (`DispatchQueue.main.asyncAfter` in `tcv run`'s copy) is waited
    /// for in real time inside a `<Wait>`, as a `Timer` is.
    func test_a_wait_waits_for_a_recorded_main_queue_deadline() async {
        let due = DispatchTime.now().uptimeNanoseconds + 100_000_000
        RunLoopTimers.addDeadline(due)
        let start = Date()
        _ = run([.wait(milliseconds: 300)])
        RunLoopTimers.removeDeadline(due)
        XCTAssertGreaterThan(Date().timeIntervalSince(start), 0.09)
    }
}

/// Counts the firings of a repeating timer on the main run loop.
private final class FiringCount: @unchecked Sendable {
    var count = 0

    func schedule(every seconds: Double) -> Timer {
        Timer.scheduledTimer(withTimeInterval: seconds, repeats: true) { [self] _ in count += 1 }
    }
}
