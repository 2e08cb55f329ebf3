import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// A plain controller with two collection views, one above the other — a category bar over a list,
/// as many apps have. Each takes its own clicks, as each `UICollectionView` takes its own touches;
/// the keys go to the one last clicked.
@MainActor
final class CategoryBarAndListTests: XCTestCase {
    /// Rows 0–5 of the screen are the bar's (`RowsLayout`: items 3 rows high), rows 6–11 the list's.
    private final class BarAndListViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
        let bar = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: RowsLayout())
        let list = CollectionView(frame: CGRect(x: 0, y: 6, width: 20, height: 6), collectionViewLayout: RowsLayout())
        var selections: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "shop"
            for collectionView in [bar, list] {
                collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                collectionView.dataSource = self
                collectionView.delegate = self
                view.addSubview(collectionView)
            }
        }

        private func name(of collectionView: CollectionView) -> String { collectionView === bar ? "bar" : "list" }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.text = "\(name(of: collectionView)) \(indexPath.item)"
            return cell
        }

        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            selections.append("\(name(of: collectionView)) \(indexPath.item)")
        }
    }

    private func show(_ controller: BarAndListViewController) -> (Window, VirtualClock) {
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusCounters = false
        window.setScreenSize(CellSize(width: 20, height: 13))
        return (window, clock)
    }

    /// Screen row 7 is the list's row 1: its item 0. The bar hears nothing (before, the first
    /// collection view took every click, in its own coordinates: its item 2, off its screen).
    func test_a_click_on_the_second_collection_view_selects_its_item() async throws {
        let controller = BarAndListViewController()
        let (window, _) = show(controller)
        window.click(x: 4, y: 7)
        XCTAssertEqual(controller.selections, ["list 0"])
        XCTAssertEqual(controller.list.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(controller.bar.indexPathsForSelectedItems ?? [], [])
        window.click(x: 4, y: 4)
        XCTAssertEqual(controller.selections, ["list 0", "bar 1"])
    }

    /// The keys go to the first collection view until a click lands in another; then to that one,
    /// and the status line describes it.
    func test_keys_follow_the_last_click() async throws {
        let controller = BarAndListViewController()
        let (window, clock) = show(controller)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 13))
        _ = runner.run(try KeyScript.parse("j<Wait:300>"))
        XCTAssertEqual(controller.bar.contentOffset.y, 1)
        XCTAssertEqual(controller.list.contentOffset.y, 0)
        window.click(x: 4, y: 7)
        let canvas = runner.run(try KeyScript.parse("jj<Wait:300>"))
        XCTAssertEqual(controller.bar.contentOffset.y, 1)
        XCTAssertEqual(controller.list.contentOffset.y, 2)
        XCTAssertIdentical(controller.drivenCollectionView, controller.list)
        XCTAssertTrue(canvas.textLines()[12].hasPrefix("shop│offset 0,2"), canvas.textLines()[12])
    }

    /// UIKit: while `cancelsTouchesInView` is true (the default), a recognizer that recognizes its
    /// gesture cancels the touches of the views under it — a tap recognizer on the controller's view
    /// (to end editing) keeps `didSelectItemAt` from being called, a well-known trap on the phone; set
    /// to false, the selection happens as well.
    func test_a_tap_recognizer_on_the_superview_cancels_the_selection_unless_told_not_to() async throws {
        let controller = BarAndListViewController()
        let (window, _) = show(controller)
        let tap = TapGestureRecognizer()
        controller.view.addGestureRecognizer(tap)
        window.click(x: 4, y: 7)
        XCTAssertEqual(controller.selections, [])
        tap.cancelsTouchesInView = false
        window.click(x: 4, y: 7)
        XCTAssertEqual(controller.selections, ["list 0"])
    }
}

/// A right click on an item of a row inside a cell opens that row's edit menu, and the keys then go
/// to it — ↓ chooses, Enter performs — as a long press's menu takes the focus on the phone.
@MainActor
final class NestedRowEditMenuTests: XCTestCase {
    /// Screen (8, 1) is the row's item 1 (the row starts at column 1, items are 6 wide). The menu
    /// offers Cut, Copy, Paste; ↓ chooses Copy and Enter performs it on item 1.
    func test_a_right_click_on_a_row_item_opens_its_menu_and_the_keys_go_to_it() async throws {
        let controller = ShelvesViewController(collectionViewLayout: RowsLayout())
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8))
        runner.start()
        window.handle(.mouse(MouseEvent(action: .press, button: .right, x: 8, y: 1)))
        XCTAssertIdentical(controller.drivenCollectionView, controller.rows[0])
        for step in try KeyScript.parse("<Down><Enter>") { runner.play(step) }
        XCTAssertEqual(controller.rowDelegate.heard, ["Copy 1"])
    }
}

/// With the focus on an item of a row inside a list's cell, the keys start at the row — the focused
/// view — and go up the responder chain through its cell to the list, as presses travel in UIKit:
/// the row moves its focus and opens its item's menu; what it cannot use reaches the cell's
/// `pressesBegan`, then the list, which moves between rows or scrolls.
@MainActor
final class FocusedRowKeysTests: XCTestCase {
    private func show() throws -> (ShelvesViewController, HeadlessRunner) {
        PressLoggingCell.log = []
        let controller = ShelvesViewController(collectionViewLayout: RowsLayout())
        let clock = VirtualClock()
        let runner = HeadlessRunner(app: Window(rootViewController: controller, clock: clock), clock: clock,
                                    size: CellSize(width: 20, height: 8))
        runner.start()
        return (controller, runner)
    }

    private func play(_ keys: String, on runner: HeadlessRunner) throws {
        for step in try KeyScript.parse(keys) { runner.play(step) }
    }

    /// ↓ focuses the first cell; → → enter its row at item 0 and move to item 1 — the list never sees
    /// them — and Enter taps item 1. Then `e` opens item 1's menu in the row, and ↓ Enter choose Copy.
    func test_the_row_holding_the_focus_takes_its_keys_first() async throws {
        let (controller, runner) = try show()
        try play("<Down><Right><Right><Enter>", on: runner)
        XCTAssertEqual(controller.rows[0].indexPathForFocusedItem, IndexPath(item: 1, section: 0))
        XCTAssertIdentical(controller.drivenCollectionView?.focusedCollectionView, controller.rows[0])
        XCTAssertEqual(controller.rowDelegate.heard, ["select 1"])
        XCTAssertEqual(PressLoggingCell.log, [], "the row used every key: none went up through its cell")
        try play("e<Down><Enter>", on: runner)
        XCTAssertEqual(controller.rowDelegate.heard, ["select 1", "Copy 1"])
    }

    /// In the row, ↓ is of no use (one line of items): it goes up through the cell to the list, which
    /// takes the focus out of the row and moves it to the second cell; the next keys start at the list.
    func test_a_key_the_row_cannot_use_goes_up_through_its_cell_to_the_list() async throws {
        let (controller, runner) = try show()
        try play("<Down><Right><Down>", on: runner)
        XCTAssertEqual(PressLoggingCell.log, [.down])
        XCTAssertNil(controller.rows[0].indexPathForFocusedItem, "the focus left the row")
        XCTAssertEqual(controller.collectionView.indexPathForFocusedItem, IndexPath(item: 1, section: 0))
        XCTAssertIdentical(controller.drivenCollectionView?.focusedCollectionView, controller.collectionView)
        try play("<Up>", on: runner)
        XCTAssertEqual(PressLoggingCell.log, [.down], "with the list focused, keys start at the list")
    }
}

/// Items side by side, 6 points wide and 1 high.
private final class ColumnsLayout: CollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 18, height: 1) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<3).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item * 6), y: 0, width: 6, height: 1)
        return attributes
    }
}

/// A row's data source and delegate: three items, each with an edit menu; notes selections and actions.
private final class RowDelegate: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var heard: [String] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        heard.append("select \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: CollectionView, canPerformAction action: MenuAction, forItemAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool { true }

    func collectionView(_ collectionView: CollectionView, performAction action: MenuAction, forItemAt indexPath: IndexPath,
                        withSender sender: Any?) {
        heard.append("\(action.title) \(indexPath.item)")
    }
}

/// A list (`RowsLayout`, 3 rows high, focus on) of two cells, each holding its own row of three
/// 6-point items (`ColumnsLayout`); the row starts 1 point in from the cell's corner.
private final class ShelvesViewController: CollectionViewController {
    let rows = [0, 1].map { _ in
        CollectionView(frame: CGRect(x: 1, y: 1, width: 18, height: 1), collectionViewLayout: ColumnsLayout())
    }
    let rowDelegate = RowDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.allowsFocus = true
        collectionView.register(PressLoggingCell.self, forCellWithReuseIdentifier: "shelf")
        for row in rows {
            row.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            row.dataSource = rowDelegate
            row.delegate = rowDelegate
        }
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath)
        cell.contentView.subviews.forEach { $0.removeFromSuperview() }
        cell.contentView.addSubview(rows[indexPath.item])
        return cell
    }
}

/// Notes each key that comes up to it, then passes it on.
private final class PressLoggingCell: CollectionViewCell {
    static var log: [Key] = []

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        Self.log += presses.map(\.terminalKey)
        super.pressesBegan(presses, with: event)
    }
}
