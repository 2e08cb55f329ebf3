import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// Keys travel UIKit's responder chain (`UIResponder`): key commands along the chain from the first
/// responder up, then `pressesBegan(_:with:)` to the first responder, each responder passing on what
/// it does not handle — a view to its controller or superview, a controller to its navigation
/// controller or the window, which ends the chain (help, back). Apple: "Using responders and the
/// responder chain to handle events".
@MainActor
final class ResponderChainTests: XCTestCase {
    private let size = CellSize(width: 20, height: 6)

    /// A view that takes the keys first and records them; it handles `handled` and passes the rest up.
    private final class KeyView: View {
        var pressed: [String] = []
        var ended = 0
        var handled: Set<String> = []
        var commands: [KeyCommand]?
        var becomes = true

        override var canBecomeFirstResponder: Bool { becomes }
        override var keyCommands: [KeyCommand]? { commands }

        override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
            guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
            pressed.append(key.characters)
            if !handled.contains(key.characters) { super.pressesBegan(presses, with: event) }
        }

        override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
            ended += 1
            super.pressesEnded(presses, with: event)
        }
    }

    /// A plain controller with a `KeyView` in its view and a key command on `y`.
    private final class KeysController: ViewController {
        let keyView = KeyView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        var ran: [String] = []

        override func viewDidLoad() {
            view.addSubview(keyView)
            addKeyCommand(KeyCommand(input: "y", title: "why") { [unowned self] in ran.append("controller y") })
        }
    }

    private func makeWindow() -> (Window, KeysController) {
        let controller = KeysController()
        let window = Window(rootViewController: controller, clock: VirtualClock())
        window.setScreenSize(size)
        return (window, controller)
    }

    override func tearDown() async throws {
        _ = await MainActor.run { Responder.firstResponder?.resignFirstResponder() }
    }

    func test_the_first_responder_gets_the_press_and_passes_up_what_it_does_not_handle() async {
        let (window, controller) = makeWindow()
        XCTAssertTrue(controller.keyView.becomeFirstResponder())
        XCTAssertTrue(controller.keyView.isFirstResponder)
        controller.keyView.handled = ["x"]
        window.handle(.key(.character("x")))
        XCTAssertEqual(controller.keyView.pressed, ["x"])
        XCTAssertEqual(controller.keyView.ended, 1, "a terminal key comes up at once")
        XCTAssertFalse(window.isFinished)
        // q is not handled by the view: up through the controller to the window, which goes back.
        window.handle(.key(.character("q")))
        XCTAssertEqual(controller.keyView.pressed, ["x", "q"])
        XCTAssertTrue(window.isFinished)
    }

    /// Key commands are matched along the chain before any press is delivered: the controller's `y`
    /// runs although the view is first; the view's own command on `x` runs and no press reaches it.
    func test_key_commands_along_the_chain_come_before_the_press() async {
        let (window, controller) = makeWindow()
        controller.keyView.becomeFirstResponder()
        controller.keyView.commands = [KeyCommand(input: "x", title: "ex") { controller.ran.append("view x") }]
        window.handle(.key(.character("y")))
        window.handle(.key(.character("x")))
        XCTAssertEqual(controller.ran, ["controller y", "view x"])
        XCTAssertEqual(controller.keyView.pressed, [])
    }

    /// A selector command's action goes up the chain from the first responder to the first that has
    /// the method (`UIResponder.keyCommands`: "UIKit walks the responder chain looking for an object
    /// that implements the corresponding action method"), not to the responder that offered it: the
    /// controller offers ⌘S, the first responder inside it saves. Without a first responder with the
    /// method, the controller's own runs.
    func test_a_key_commands_action_goes_to_the_first_responder_up_the_chain_that_has_it() async {
        let (window, controller) = makeWindow()
        var log: [String] = []
        Selector.performer = { target, selector, _ in
            guard selector.name == "save" else { return false }
            if target === controller.keyView { log.append("view saves"); return true }
            if target === controller { log.append("controller saves"); return true }
            return false
        }
        defer { Selector.performer = { _, _, _ in false } }
        controller.addKeyCommand(KeyCommand(input: "s", modifierFlags: .command, action: "save"))
        controller.keyView.becomeFirstResponder()
        window.handle(.key(.control("s")))
        controller.keyView.resignFirstResponder()
        window.handle(.key(.control("s")))
        XCTAssertEqual(log, ["view saves", "controller saves"])
    }

    /// The chain UIKit documents: a view's next responder is its controller when it is the
    /// controller's view, else its superview; a cell's is its collection view; a controller's is its
    /// navigation controller, then the window.
    func test_the_chain_runs_from_a_cell_through_its_collection_view_and_controllers_to_the_window() async {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 5, height: 1)
        let controller = CellsController(collectionViewLayout: layout)
        let navigation = NavigationController(rootViewController: controller)
        let window = Window(rootViewController: navigation, clock: VirtualClock())
        window.setScreenSize(size)
        var canvas = Canvas(size: size)
        window.render(into: &canvas)
        let cell = try? XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertTrue(cell?.next === controller.collectionView)
        XCTAssertTrue(controller.collectionView.next === controller)
        XCTAssertTrue(controller.next === navigation)
        XCTAssertTrue(navigation.next === window)
        XCTAssertNil(window.next)
    }

    /// Without a first responder in the visible screen's chain, a key starts at the controller: the
    /// scroll keys scroll its collection view, as before there was a chain.
    func test_a_first_responder_outside_the_screen_does_not_take_its_keys() async {
        let (window, controller) = makeWindow()
        let stray = KeyView(frame: .zero)
        XCTAssertTrue(stray.becomeFirstResponder())
        window.handle(.key(.character("x")))
        XCTAssertEqual(stray.pressed, [])
        XCTAssertEqual(controller.keyView.pressed, [])
    }

    func test_becoming_and_resigning_follow_the_views_answers() async {
        let first = KeyView(frame: .zero)
        let second = KeyView(frame: .zero)
        second.becomes = false
        XCTAssertFalse(second.becomeFirstResponder(), "canBecomeFirstResponder is false")
        XCTAssertTrue(first.becomeFirstResponder())
        XCTAssertTrue(first.resignFirstResponder())
        XCTAssertNil(Responder.firstResponder)
        XCTAssertTrue(first.resignFirstResponder(), "UIKit: true when it was not the first responder")
        XCTAssertFalse(View(frame: .zero).becomeFirstResponder(), "a plain view cannot become first responder")
    }

    /// A control's action with a nil target goes up the responder chain from the first responder to
    /// the first that has the method (UIKit: "the control searches the responder chain"); a freed
    /// target is not a nil one.
    func test_a_nil_targeted_action_goes_up_the_chain_to_the_controller() async {
        let (_, controller) = makeWindow()
        Selector.performer = { target, selector, _ in
            guard let controller = target as? KeysController, selector.name == "save" else { return false }
            controller.ran.append("save")
            return true
        }
        defer { Selector.performer = { _, _, _ in false } }
        controller.keyView.becomeFirstResponder()
        let button = Button(frame: .zero)
        button.addTarget(nil, action: "save", for: .touchUpInside)
        do {
            let gone = KeysController()
            button.addTarget(gone, action: "save", for: .touchUpInside)
        }
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.ran, ["save"])
    }

    /// UIKit's ways to put the keyboard away: the app sends `resignFirstResponder` to nil, or a view
    /// ends editing in its subtree.
    func test_sending_resign_to_nil_and_end_editing_resign_the_first_responder() async {
        let (_, controller) = makeWindow()
        controller.keyView.becomeFirstResponder()
        XCTAssertTrue(Application.shared.sendAction("resignFirstResponder", to: nil, from: nil, for: nil))
        XCTAssertFalse(controller.keyView.isFirstResponder)
        controller.keyView.becomeFirstResponder()
        XCTAssertTrue(View(frame: .zero).endEditing(true), "another subtree: nothing to end")
        XCTAssertTrue(controller.keyView.isFirstResponder)
        XCTAssertTrue(controller.view.endEditing(true))
        XCTAssertNil(Responder.firstResponder)
    }

    /// `UIKey` as UIKit fills it in: the HID usage, the special keys' input strings, the modifiers.
    func test_a_press_carries_the_key_as_UIKit_describes_it() async {
        let up = Press(key: .up, timestamp: 0).key
        XCTAssertEqual(up?.keyCode, .keyboardUpArrow)
        XCTAssertEqual(up?.characters, KeyCommand.inputUpArrow)
        let capital = Press(key: .character("A"), timestamp: 0).key
        XCTAssertEqual(capital?.keyCode, .keyboardA)
        XCTAssertEqual(capital?.modifierFlags, .shift)
        let control = Press(key: .control("c"), timestamp: 0).key
        XCTAssertEqual(control?.characters, "\u{3}")
        XCTAssertEqual(control?.charactersIgnoringModifiers, "c")
        XCTAssertEqual(control?.modifierFlags, .control)
        XCTAssertEqual(control?.keyCode, KeyboardHIDUsage(rawValue: 0x06), "c is the third letter: 0x04 + 2")
        XCTAssertEqual(Press(key: .character("0"), timestamp: 0).key?.keyCode, .keyboard0)
        XCTAssertEqual(Press(key: .enter, timestamp: 0).key?.keyCode, .keyboardReturnOrEnter)
        // A case mapping longer than one character ("ß" → "SS") keeps the character: no key types two.
        XCTAssertEqual(Press(key: .control("ß"), timestamp: 0).key?.charactersIgnoringModifiers, "ß")
        XCTAssertEqual(KeyCommand(input: "ß", modifierFlags: .shift, action: "sharp").inputs, [.character("ß")])
        XCTAssertEqual(KeyCommand(input: "k", modifierFlags: .command, action: "kay").inputs, [.control("k")])
    }
}

/// Three one-cell sections of plain cells.
@MainActor
private final class CellsController: CollectionViewController {
    override func viewDidLoad() {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A detail screen of UIKit's common shape: a plain controller whose view holds a scroll view taller
/// than the screen (no collection view), and a second scroll view beside it holding a view that can
/// become first responder.
@MainActor
private final class ScrollingDetailController: ViewController {
    let page = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
    let side = ScrollView(frame: CGRect(x: 10, y: 0, width: 10, height: 5))
    let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))

    override func viewDidLoad() {
        page.contentSize = CGSize(width: 10, height: 40)
        side.contentSize = CGSize(width: 10, height: 40)
        view.addSubview(page)
        view.addSubview(side)
        side.addSubview(field)
    }
}

@MainActor
private final class FocusableView: View {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
final class TreeScrollKeysTests: XCTestCase {
    override func tearDown() async throws {
        _ = await MainActor.run { Responder.firstResponder?.resignFirstResponder() }
    }

    /// Without a collection view the scroll keys scroll the screen's first scroll view (breadth
    /// first); with a first responder inside the other one, that one, as UIKit's keyboard scrolling
    /// goes to the scroll view in the responder chain.
    func test_scroll_keys_reach_the_scroll_view_around_the_first_responder_else_the_first() async throws {
        let controller = ScrollingDetailController()
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6))
        runner.start()
        for step in try KeyScript.parse("jj") { runner.play(step) }
        XCTAssertEqual(controller.page.contentOffset.y, 2, "two rows of one point")
        XCTAssertEqual(controller.side.contentOffset.y, 0)
        XCTAssertTrue(controller.field.becomeFirstResponder())
        for step in try KeyScript.parse("jjj") { runner.play(step) }
        XCTAssertEqual(controller.side.contentOffset.y, 3)
        XCTAssertEqual(controller.page.contentOffset.y, 2)
    }
}
