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

/// A form whose rows are cells holding a `UITextView` (a comment per row), as apps built them before
/// list configurations: a click on a row's text view starts editing it, as a tap does on iOS, and
/// does not select the row.
final class CommentCell: UICollectionViewCell {
    let textView = UITextView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        textView.frame = contentView.bounds.insetBy(dx: 1, dy: 1)
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(textView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class CommentsController: UICollectionViewController {
    private(set) var selected: [Int] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 3)
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CommentCell.self, forCellWithReuseIdentifier: "comment")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "comment", for: indexPath) as! CommentCell
        cell.textView.text = ["First", "Second"][indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

@MainActor
final class TextViewInCellPortTests: XCTestCase {
    override func tearDown() async throws {
        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    }

    /// Rows are 3 points high at one point per cell; row 1's text view is at columns 1–18 of screen
    /// row 4. A click there edits it, and typed keys reach it; a click on the row's border selects.
    func test_a_click_on_a_text_view_in_a_cell_starts_editing_it() async throws {
        let controller = CommentsController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8))
        runner.start()
        for step in try KeyScript.parse("<Click:5,4>!") { runner.play(step) }
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! CommentCell
        XCTAssertTrue(cell.textView.isFirstResponder)
        XCTAssertEqual(cell.textView.text, "Second!")
        XCTAssertEqual(controller.selected, [])
        for step in try KeyScript.parse("<Click:0,0>") { runner.play(step) }
        XCTAssertEqual(controller.selected, [0])
    }
}
