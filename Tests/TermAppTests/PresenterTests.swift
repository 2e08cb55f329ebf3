import TermApp
import TermCanvas
import TestSupport
import XCTest

/// An app that draws nothing: the frame shows only the presenter's badge.
@MainActor
private final class BlankApp: TerminalApp {
    var handled: [InputEvent] = []
    func setScreenSize(_ size: CellSize) {}
    func handle(_ event: InputEvent) { handled.append(event) }
    func tick() {}
    func render(into canvas: inout Canvas) {}
    var isFinished: Bool { false }
    var isAnimating: Bool { false }
    var exitStatus: Int32 { 0 }
}

@MainActor
final class PresenterTests: XCTestCase {
    func test_pressed_keys_show_in_the_corner_badge_then_go_after_their_time() async throws {
        let clock = VirtualClock()
        let app = BlankApp()
        let presenter = Presenter(app: app, clock: clock)
        let runner = HeadlessRunner(app: presenter, clock: clock, size: CellSize(width: 20, height: 4))
        runner.start()
        runner.play(.key(.character("j")))
        runner.play(.key(.pageDown))
        XCTAssertEqual(app.handled, [.key(.character("j")), .key(.pageDown)], "keys pass through")
        // " j <PgDn> " is 10 columns, ending one column before the right edge: columns 9–18 of the
        // row above the bottom (the status line's row).
        assertCanvas(runner.frame(), equals: [
            "                    ",
            "                    ",
            "          j <PgDn>  ",
            "                    ",
        ])
        XCTAssertTrue(presenter.isAnimating, "the run loop keeps drawing so the badge can go")
        runner.play(.wait(milliseconds: 1500))
        XCTAssertEqual(presenter.badgeKeys, [])
        XCTAssertFalse(presenter.isAnimating)
        assertCanvas(runner.frame(), equals: ["                    ", "                    ", "                    ", "                    "])
    }
}
