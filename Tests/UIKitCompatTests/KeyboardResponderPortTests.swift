import TermCanvas
import UIKitCompat
import XCTest

/// iPad keyboard handling as UIKit code writes it: a controller that becomes first responder and
/// overrides `pressesBegan(_:with:)`, switching on the `UIKey`'s HID usage and passing the rest to
/// `super` — which here, as on the iPad, goes on up the responder chain.
final class KeyboardPagingController: UICollectionViewController {
    private(set) var page = 0

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else {
            super.pressesBegan(presses, with: event)
            return
        }
        switch key.keyCode {
        case .keyboardRightArrow where key.modifierFlags.isEmpty:
            page += 1
        case .keyboardLeftArrow:
            page -= 1
        default:
            super.pressesBegan(presses, with: event)
        }
    }
}

/// Key commands as iPad code declares them: input strings, modifier flags and selectors (written as
/// `tcv run`'s copy of a file has them: `#selector(find)` becomes `Selector("find")`, `@objc` goes).
final class ShortcutsController: UICollectionViewController {
    private(set) var log: [String] = []

    override var keyCommands: [UIKeyCommand]? {
        let find = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find"))
        find.discoverabilityTitle = "Find"
        return [
            find,
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .shift, action: Selector("moveToTop")),
            UIKeyCommand(input: "n", modifierFlags: .shift, action: Selector("newItem(_:)")),
        ]
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    func find() { log.append("find") }
    func moveToTop() { log.append("top") }
    func newItem(_ sender: Any?) { log.append("new from \(type(of: sender!))") }
}

@MainActor
final class KeyboardResponderPortTests: XCTestCase {
    override func tearDown() async throws {
        Selector.performer = { _, _, _ in false }
    }

    /// ⌘F arrives as Ctrl-F (a terminal has no Command key), Shift-N as `N`; each selector goes to
    /// the controller that offered the command, with the command as sender. Shift-↑ has no terminal
    /// key: the command is listed but no key triggers it.
    func test_selector_key_commands_reach_the_controller_that_offers_them() async throws {
        // What `tcv run`'s generated performer does for the files' @objc methods.
        Selector.performer = { target, selector, sender in
            guard let controller = target as? ShortcutsController else { return false }
            switch selector.name {
            case "find": controller.find()
            case "moveToTop": controller.moveToTop()
            case "newItem(_:)": controller.newItem(sender)
            default: return false
            }
            return true
        }
        let controller = ShortcutsController(collectionViewLayout: UICollectionViewFlowLayout())
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        let frame = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 40, height: 20))
            .run(try KeyScript.parse("<C-f>N?"))
        XCTAssertEqual(controller.log, ["find", "new from KeyCommand"])
        XCTAssertEqual(controller.keyCommands?.map(\.inputs), [[.control("f")], [], [.character("N")]])
        let help = frame.textLines().map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(help.contains("║ C-f              Find            ║"), frame.text)
        XCTAssertTrue(help.contains("║ —                moveToTop       ║"), "no terminal key sends ⇧↑:\n" + frame.text)
        XCTAssertTrue(help.contains("║ N                newItem         ║"), "untitled: the selector's name\n" + frame.text)
    }

    func test_a_first_responder_controller_takes_the_arrows_and_passes_the_rest_up() async {
        let controller = KeyboardPagingController(collectionViewLayout: UICollectionViewFlowLayout())
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6))
        runner.start()
        XCTAssertTrue(controller.isFirstResponder)
        for step in try! KeyScript.parse("<Right><Right><Left>") { runner.play(step) }
        XCTAssertEqual(controller.page, 1)
        // The common way to put the keyboard away, as a file has it after `tcv run`'s rewrite of
        // `#selector(UIResponder.resignFirstResponder)`.
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
        XCTAssertFalse(controller.isFirstResponder)
        // q is not the controller's: up the chain to the window, which ends the app at the root.
        runner.play(try! KeyScript.parse("q")[0])
        XCTAssertTrue(window.isFinished)
    }
}
