import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// `present(_:animated:completion:)` of a `UIAlertController`: a box over the presenter with the title,
/// the message and a row per action; ↓ and Enter run an action and dismiss; Esc runs the cancel action.
@MainActor
final class AlertPresentationTests: XCTestCase {
    private func screen() -> (ViewController, HeadlessRunner, VirtualClock) {
        let root = ViewController()
        root.title = "Inbox"
        let clock = VirtualClock()
        let window = Window(rootViewController: root, clock: clock)
        window.showsStatusCounters = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 30, height: 9))
        runner.start()
        return (root, runner, clock)
    }

    private func alert(_ log: @escaping (String) -> Void) -> AlertController {
        let alert = AlertController(title: "Delete?", message: "The message goes away for good.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log("delete") })
        return alert
    }

    func test_an_alert_is_a_box_over_its_presenter_and_enter_runs_the_chosen_action() async throws {
        let (root, runner, _) = screen()
        var log: [String] = []
        root.present(alert { log.append($0) }, animated: true)
        // Six rows (the title, the message wrapped at 30 − 6 = 24 columns, a blank, two actions) in a
        // box 21 + 4 = 25 wide, centred in the 30×8 area above the status line.
        XCTAssertEqual(runner.frame().textLines(), [
            "  ╔═══════════════════════╗   ",
            "  ║ Delete?               ║   ",
            "  ║ The message goes away ║   ",
            "  ║ for good.             ║   ",
            "  ║                       ║   ",
            "  ║ Cancel                ║   ",
            "  ║ ⚠ Delete              ║   ",
            "  ╚═══════════════════════╝   ",
            "Delete?│? help                ",
        ])
        runner.play(.key(.down))
        runner.play(.key(.enter))
        XCTAssertEqual(log, ["delete"])
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(runner.frame().textLines().last, "Inbox│? help                  ")
    }

    func test_escape_dismisses_with_the_cancel_action() async throws {
        let (root, runner, _) = screen()
        var log: [String] = []
        root.present(alert { log.append($0) }, animated: true)
        runner.play(.key(.escape))
        XCTAssertEqual(log, ["cancel"])
        XCTAssertNil(root.presentedViewController)
    }
}
