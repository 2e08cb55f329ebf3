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

@MainActor
final class DemoScriptTests: XCTestCase {
    func test_script_lines_are_captions_and_keys_and_comments_are_skipped() async throws {
        XCTAssertEqual(try DemoScript.parse("# intro\n> Sticky headers\n\njj<Wait:100>k\n"), [
            .caption("Sticky headers"),
            .keys([.key(.character("j")), .key(.character("j")), .wait(milliseconds: 100), .key(.character("k"))]),
        ])
        XCTAssertThrowsError(try DemoScript.parse("> ok\n<Nope>")) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("line 2: unknown key token <Nope>"), "\(error)")
        }
    }

    func test_space_steps_through_the_script_caption_in_a_banner_then_keys_one_per_frame_holding_at_waits() async throws {
        let clock = VirtualClock()
        let app = BlankApp()
        let presenter = Presenter(app: app, clock: clock, script: try DemoScript.parse("> Hi\nj<Wait:100>k"))
        let runner = HeadlessRunner(app: presenter, clock: clock, size: CellSize(width: 8, height: 3))
        runner.start()
        runner.play(.key(.character(" ")))
        XCTAssertEqual(app.handled, [], "Space steps the script; the app does not get it")
        // "Hi" centred in 8 columns: (8 - 2) / 2 = 3 spaces before it.
        XCTAssertEqual(runner.frame().textLines()[0], "   Hi   ")
        runner.play(.key(.character(" ")))   // the key line: j in the next frame, k 100 ms later
        XCTAssertEqual(app.handled, [.key(.character("j"))])
        XCTAssertTrue(presenter.isAnimating)
        runner.play(.wait(milliseconds: 120))
        XCTAssertEqual(app.handled, [.key(.character("j")), .key(.character("k"))])
        XCTAssertEqual(presenter.badgeKeys, ["j", "k"])
    }
}
