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

    func test_system_clock_starts_near_zero_and_never_decreases() async {
        let clock = SystemClock()
        let first = clock.now
        let second = clock.now
        XCTAssertGreaterThanOrEqual(first, 0)
        XCTAssertGreaterThanOrEqual(second, first)
    }

    func test_frame_duration_is_sixty_frames_per_second() async {
        XCTAssertEqual(FrameTiming.frameDuration, 0.016)
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

    func test_headless_screen_size_can_be_changed_to_simulate_a_resize() async {
        let screen = HeadlessScreen(size: CellSize(width: 3, height: 1))
        screen.size = CellSize(width: 5, height: 2)
        XCTAssertEqual(screen.size, CellSize(width: 5, height: 2))
    }

    func test_input_events_compare_by_value() async {
        XCTAssertEqual(InputEvent.mouse(MouseEvent(action: .scrollDown, x: 3, y: 4)),
                       .mouse(MouseEvent(action: .scrollDown, x: 3, y: 4)))
        XCTAssertNotEqual(InputEvent.key(.control("d")), .key(.character("d")))
        XCTAssertEqual(InputEvent.resize(CellSize(width: 1, height: 2)), .resize(CellSize(width: 1, height: 2)))
    }
}
