import TermCanvas
import UIKitCompat
import XCTest

/// A notes screen as UIKit code writes it: a `UITextView` filling the view, its delegate the controller
/// (`UITextViewDelegate`: `textViewDidChange`, a length limit in `shouldChangeTextIn`), editing started
/// in `viewDidAppear` with `becomeFirstResponder()`.
final class NoteEditorController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var startsEditing = true
    private(set) var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = "Buy milk\nCall Sam about the trip to the coast\nWater the plants\nPay rent"
        textView.delegate = self
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if startsEditing { textView.becomeFirstResponder() }
    }

    func textViewDidChange(_ textView: UITextView) { changes += 1 }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        (textView.text as NSString).replacingCharacters(in: range, with: text).count <= 80
    }
}

@MainActor
final class TextViewPortTests: XCTestCase {
    override func tearDown() async throws {
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    }

    private func run(_ controller: NoteEditorController, keys: String) throws -> [String] {
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 4))
        runner.start()
        for step in try KeyScript.parse(keys) { runner.play(step) }
        return runner.frame().textLines()
    }

    /// Read only: the text wraps at words to 20 columns (5 rows in a view of 4), and `j` scrolls it.
    func test_a_read_only_text_view_wraps_and_scrolls_by_keys() async throws {
        let controller = NoteEditorController()
        controller.startsEditing = false
        controller.textView.isEditable = false
        let lines = try run(controller, keys: "j<Wait:1000>")
        XCTAssertEqual(controller.textView.contentSize.height, 5)
        XCTAssertEqual(lines, ["Call Sam about the  ", "trip to the coast   ", "Water the plants    ", "Pay rent            "])
    }

    /// A tap (a click) on the text view starts editing it, as on iOS; then keys type.
    func test_a_click_starts_editing() async throws {
        let controller = NoteEditorController()
        controller.startsEditing = false
        _ = try run(controller, keys: "<Click:3,1>!")
        XCTAssertTrue(controller.textView.isEditing)
        XCTAssertTrue(controller.textView.text.hasSuffix("Pay rent!"))
    }

    /// Editing: Return starts a line, the text stays in view at its end, the delegate hears each change.
    func test_typing_into_a_text_view_appends_lines_and_keeps_the_end_in_view() async throws {
        let controller = NoteEditorController()
        let lines = try run(controller, keys: "<Enter>Hi<BS>o")
        XCTAssertTrue(controller.textView.isEditing)
        XCTAssertEqual(controller.textView.text, "Buy milk\nCall Sam about the trip to the coast\nWater the plants\nPay rent\nHo")
        XCTAssertEqual(controller.changes, 5, "Return, H, i, Backspace, o")
        XCTAssertEqual(lines, ["trip to the coast   ", "Water the plants    ", "Pay rent            ", "Ho                  "])
    }
}
