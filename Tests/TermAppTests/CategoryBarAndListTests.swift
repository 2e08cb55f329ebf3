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
