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
    /// A list of one cell (`RowsLayout`, 3 rows high) holding a row of three 6-point items.
    private final class ShelfViewController: CollectionViewController {
        let row = CollectionView(frame: CGRect(x: 1, y: 1, width: 18, height: 1), collectionViewLayout: ColumnsLayout())
        let rowDelegate = RowMenuDelegate()

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "shelf")
            row.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            row.dataSource = rowDelegate
            row.delegate = rowDelegate
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath)
            cell.contentView.addSubview(row)
            return cell
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

    private final class RowMenuDelegate: NSObject, CollectionViewDataSource, CollectionViewDelegate {
        var performed: [String] = []

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }

        func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }

        func collectionView(_ collectionView: CollectionView, canPerformAction action: MenuAction, forItemAt indexPath: IndexPath,
                            withSender sender: Any?) -> Bool { true }

        func collectionView(_ collectionView: CollectionView, performAction action: MenuAction, forItemAt indexPath: IndexPath,
                            withSender sender: Any?) {
            performed.append("\(action.title) \(indexPath.item)")
        }
    }

    /// Screen (8, 1) is the row's item 1 (the row starts at column 1, items are 6 wide). The menu
    /// offers Cut, Copy, Paste; ↓ chooses Copy and Enter performs it on item 1.
    func test_a_right_click_on_a_row_item_opens_its_menu_and_the_keys_go_to_it() async throws {
        let controller = ShelfViewController(collectionViewLayout: RowsLayout())
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8))
        runner.start()
        window.handle(.mouse(MouseEvent(action: .press, button: .right, x: 8, y: 1)))
        XCTAssertIdentical(controller.drivenCollectionView, controller.row)
        for step in try KeyScript.parse("<Down><Enter>") { runner.play(step) }
        XCTAssertEqual(controller.rowDelegate.performed, ["Copy 1"])
    }
}
