import TermCanvas
import UIKitCompat
import XCTest

/// A form field as UIKit code writes it: a `UITextField` whose delegate keeps it to digits
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`) and puts the keyboard away on Return
/// (`textFieldShouldReturn`), an `.editingChanged` action, and a controller key command on a plain
/// letter, which (iOS 15: text input first) does not fire while the field is being edited.
final class QuantityFormController: UIViewController, UITextFieldDelegate {
    let field = UITextField()
    private(set) var log: [String] = []

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: [], action: Selector("reset"))]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.placeholder = "Quantity"
        field.borderStyle = .roundedRect
        field.keyboardType = .numberPad
        field.delegate = self
        field.frame = CGRect(x: 0, y: 0, width: 12, height: 3)
        field.addAction(UIAction { [unowned self] _ in self.log.append("changed \(self.field.text ?? "")") }, for: .editingChanged)
        view.addSubview(field)
    }

    func reset() {
        log.append("reset")
        field.text = ""
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        string.allSatisfy(\.isNumber)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

@MainActor
final class TextFieldPortTests: XCTestCase {
    override func setUp() async throws {
        Selector.performer = { target, selector, _ in
            guard let controller = target as? QuantityFormController, selector.name == "reset" else { return false }
            controller.reset()
            return true
        }
    }

    override func tearDown() async throws {
        Selector.performer = { _, _, _ in false }
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    }

    func test_a_clicked_field_types_digits_returns_and_then_keys_are_commands_again() async throws {
        let controller = QuantityFormController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 14, height: 4))
        runner.start()
        XCTAssertEqual(Array(runner.frame().textLines().prefix(3)), ["╭──────────╮  ", "│Quantity  │  ", "╰──────────╯  "])
        for step in try KeyScript.parse("<Click:3,1>4r2") { runner.play(step) }
        XCTAssertTrue(controller.field.isEditing)
        XCTAssertEqual(controller.field.text, "42", "the r was the field's (refused by its delegate), not the command's")
        XCTAssertEqual(Array(runner.frame().textLines().prefix(3)), ["╭──────────╮  ", "│42        │  ", "╰──────────╯  "])
        for step in try KeyScript.parse("<BS><Enter>r") { runner.play(step) }
        XCTAssertFalse(controller.field.isEditing)
        XCTAssertEqual(controller.log, ["changed 4", "changed 42", "changed 4", "reset"])
        XCTAssertEqual(controller.field.text, "")
    }
}
