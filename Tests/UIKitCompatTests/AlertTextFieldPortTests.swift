import TermCanvas
import UIKitCompat
import XCTest

/// A rename dialog as UIKit code writes one: an alert with a text field (its placeholder and current
/// text set in the configuration handler), Cancel and a preferred Save that reads the field. The field
/// is edited as the alert appears: keys type into it, Return saves.
@MainActor
final class AlertTextFieldPortTests: XCTestCase {
    override func tearDown() async throws {
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    }

    private func present(_ keys: String, text: String = "Milk") throws -> (saved: [String], lines: [String], alert: UIAlertController) {
        let root = UIViewController()
        var saved: [String] = []
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = text
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let save = UIAlertAction(title: "Save", style: .default) { [unowned alert] _ in
            saved.append(alert.textFields?.first?.text ?? "")
        }
        alert.addAction(save)
        alert.preferredAction = save
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: root, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 30, height: 8))
        runner.start()
        root.present(alert, animated: true)
        for step in try KeyScript.parse(keys) { runner.play(step) }
        return (saved, runner.frame().textLines(), alert)
    }

    /// 30 × 8: the box is 24 wide (the 20-column field and its margins), the field edited at once: its
    /// text, the caret (a reversed cell), then `_` to the field's end.
    func test_the_field_is_drawn_edited_and_return_saves_what_was_typed() async throws {
        let shown = try present("")
        XCTAssertEqual(shown.lines, [
            "   ╔══════════════════════╗   ",
            "   ║ Rename               ║   ",
            "   ║ Milk _______________ ║   ",
            "   ║                      ║   ",
            "   ║ Cancel               ║   ",
            "   ║ Save                 ║   ",
            "   ╚══════════════════════╝   ",
            "                              ",
        ])
        XCTAssertTrue(shown.alert.textFields?.first?.isFirstResponder == true)
        let typed = try present("s<Enter>")
        XCTAssertEqual(typed.saved, ["Milks"])
    }

    /// Empty, the placeholder shows; Esc ends the editing, a second Esc cancels the alert.
    func test_an_empty_field_shows_its_placeholder_and_escape_twice_cancels() async throws {
        let empty = try present("", text: "")
        XCTAssertEqual(empty.lines[2], "   ║  Name_______________ ║   ", "the caret, then the placeholder")
        let cancelled = try present("<Esc><Esc>", text: "")
        XCTAssertEqual(cancelled.saved, [])
        XCTAssertNil(cancelled.alert.presentingViewController)
    }
}
