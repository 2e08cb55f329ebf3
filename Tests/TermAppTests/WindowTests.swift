import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// The window as a `TerminalApp`: the order of the controller's calls, key and mouse routing, and the
/// optional chrome.
@MainActor
final class WindowTests: XCTestCase {
    private let size = CellSize(width: 20, height: 6)

    private func makeWindow(items: Int = 10, log: LifecycleLog = LifecycleLog()) -> (Window, RecordingCollectionViewController, VirtualClock) {
        let clock = VirtualClock()
        let controller = RecordingCollectionViewController(name: "list", items: items, log: log)
        return (Window(rootViewController: controller, clock: clock), controller, clock)
    }

    func test_first_frame_loads_appears_and_lays_out_in_UIKits_order() async {
        let log = LifecycleLog()
        let (window, controller, _) = makeWindow(log: log)
        window.setScreenSize(size)
        // 20×6 less the status line: the collection view is 20×5 when the layout prepares.
        XCTAssertEqual(log.take(), [
            "list loadView", "list viewDidLoad", "list viewWillAppear",
            "list viewWillLayoutSubviews", "prepare 20x5", "list viewDidLayoutSubviews", "list viewDidAppear",
        ])
        // viewDidLayoutSubviews comes after the pass: 10 rows of 3 = content height 30.
        XCTAssertEqual(controller.contentHeightAfterLayout, 30)
        XCTAssertEqual(controller.collectionView.frame, CGRect(x: 0, y: 0, width: 20, height: 5))
    }

    func test_a_scroll_and_a_resize_bracket_the_layout_pass_and_an_unchanged_frame_does_not() async {
        let log = LifecycleLog()
        let (window, _, _) = makeWindow(log: log)
        window.setScreenSize(size)
        _ = log.take()
        var canvas = Canvas(size: size)
        window.render(into: &canvas)
        XCTAssertEqual(log.take(), [], "same bounds: no layout calls")
        // A scroll moves the bounds origin: the frame's pass is bracketed. Same size, so no prepare.
        window.handle(.key(.character("j")))
        window.render(into: &canvas)
        XCTAssertEqual(log.take(), ["list viewWillLayoutSubviews", "list viewDidLayoutSubviews"])
        window.setScreenSize(CellSize(width: 30, height: 8))
        XCTAssertEqual(log.take(), ["list viewWillLayoutSubviews", "prepare 30x7", "list viewDidLayoutSubviews"])
    }

    func test_unclaimed_scroll_keys_and_the_wheel_scroll_the_collection_view() async {
        let (window, controller, _) = makeWindow()
        window.setScreenSize(size)
        window.handle(.key(.character("j")))
        XCTAssertEqual(controller.collectionView.contentOffset.y, 1)
        window.handle(.mouse(MouseEvent(action: .scrollDown, x: 0, y: 0)))
        // One row, then a wheel notch of ScrollCommand.wheelLines = 3 rows: 4.
        XCTAssertEqual(controller.collectionView.contentOffset.y, 4)
    }

    func test_key_commands_come_before_scrolling() async {
        let (window, controller, _) = makeWindow()
        var fired = 0
        controller.addKeyCommand(KeyCommand(input: "j", title: "count") { fired += 1 })
        window.setScreenSize(size)
        window.handle(.key(.character("j")))
        XCTAssertEqual(fired, 1)
        XCTAssertEqual(controller.collectionView.contentOffset.y, 0, "the command took the key: no scroll")
        window.handle(.key(.character("k")))
        XCTAssertLessThan(controller.collectionView.contentOffset.y, 0, "other scroll keys still scroll (a rubber-band pull at the top)")
    }

    func test_removed_key_command_no_longer_answers() async {
        let (window, controller, _) = makeWindow()
        var fired = 0
        let command = KeyCommand(input: "x", title: "count") { fired += 1 }
        controller.addKeyCommand(command)
        controller.removeKeyCommand(command)
        XCTAssertNil(controller.keyCommands)
        window.setScreenSize(size)
        window.handle(.key(.character("x")))
        XCTAssertEqual(fired, 0)
    }

    func test_question_mark_opens_help_listing_the_key_commands_and_any_key_closes_it() async {
        let (window, controller, _) = makeWindow()
        controller.addKeyCommand(KeyCommand(input: "x", title: "do x") {})
        let runner = HeadlessRunner(app: window, clock: VirtualClock(), size: CellSize(width: 40, height: 16))
        let canvas = runner.run([.key(.character("?"))])
        XCTAssertTrue(window.isShowingHelp)
        XCTAssertTrue(canvas.text.contains("list — keys"), canvas.text)
        XCTAssertTrue(canvas.text.contains("x                do x"), canvas.text)
        window.handle(.key(.character("j")))
        XCTAssertFalse(window.isShowingHelp)
        XCTAssertEqual(controller.collectionView.contentOffset.y, 0, "the key that closes the help does nothing else")
    }

    func test_help_can_be_turned_off() async {
        let (window, _, _) = makeWindow()
        window.showsHelp = false
        window.setScreenSize(size)
        window.handle(.key(.character("?")))
        XCTAssertFalse(window.isShowingHelp)
    }

    func test_q_and_escape_finish_at_the_root() async {
        for key in [Key.character("q"), .escape] {
            let (window, _, _) = makeWindow()
            window.setScreenSize(size)
            XCTAssertFalse(window.isFinished)
            window.handle(.key(key))
            XCTAssertTrue(window.isFinished)
        }
    }

    func test_status_line_shows_title_message_position_and_counters() async {
        let (window, controller, clock) = makeWindow(items: 2)
        controller.statusMessage = "hi"
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 90, height: 8)).run([])
        // 2 rows of 3 at width 90: content 90x6; one pass, one prepare, two cells made.
        XCTAssertEqual(canvas.textLines().last?.trimmingCharacters(in: .whitespaces), "list│hi│offset 0,0│size 90x6│visible 2│passes 1│prepare 1│made 2 reused 0│? help")
    }

    func test_status_counters_can_be_hidden() async {
        let (window, _, clock) = makeWindow(items: 2)
        window.showsStatusCounters = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 40, height: 8)).run([])
        XCTAssertEqual(canvas.textLines().last?.trimmingCharacters(in: .whitespaces), "list│offset 0,0│size 40x6│? help")
    }

    func test_without_the_status_line_the_view_takes_every_row() async {
        let (window, controller, clock) = makeWindow(items: 2)
        window.showsStatusLine = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 12, height: 6)).run([])
        XCTAssertEqual(controller.collectionView.frame, CGRect(x: 0, y: 0, width: 12, height: 6))
        // Two 12×3 cells fill all six rows; nothing is reversed for a status line.
        XCTAssertFalse((0..<12).contains { canvas[$0, 5].style.isReverse })
    }
}
