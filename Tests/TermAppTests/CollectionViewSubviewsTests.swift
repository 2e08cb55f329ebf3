import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// Views a program adds to a collection view itself — an empty-state label, a snapshot carried
/// over the items — draw over its cells and scroll with its content, as a `UIScrollView`'s subviews
/// do, whether the collection view is a controller's view or sits in a plain controller's tree.
@MainActor
final class CollectionViewSubviewsTests: XCTestCase {
    private final class ListController: CollectionViewController {
        let badge = Label(frame: CGRect(x: 2, y: 4, width: 7, height: 1))

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
            badge.text = "NEW ★"
            collectionView.addSubview(badge)
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    /// A plain controller's collection view, one row below the top of the screen, with the data
    /// source of `ListController`.
    private final class PlainController: ViewController {
        let list = ListController(collectionViewLayout: RowsLayout())

        override func viewDidLoad() {
            super.viewDidLoad()
            list.loadViewIfNeeded()
            list.collectionView.frame = CGRect(x: 0, y: 1, width: 12, height: 6)
            view.addSubview(list.collectionView)
        }
    }

    private func frames(of controller: ViewController, scrolling collectionView: () -> CollectionView) -> (first: [String], scrolled: [String]) {
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 12, height: 8))
        let first = runner.run([]).textLines()
        collectionView().contentOffset = CGPoint(x: 0, y: 3)
        return (first, runner.frame().textLines())
    }

    /// The label sits at (2, 4) in the content: row 4 of the screen over item 1's middle row, then
    /// row 1 once the content scrolled up 3 points (a point is a cell here).
    func test_a_label_added_to_a_controllers_collection_view_draws_and_scrolls_with_the_content() async throws {
        let controller = ListController(collectionViewLayout: RowsLayout())
        let (first, scrolled) = frames(of: controller) { controller.collectionView }
        XCTAssertEqual(first[4], "│ NEW ★    │", first.joined(separator: "\n"))
        XCTAssertEqual(scrolled[1], "│ NEW ★    │", scrolled.joined(separator: "\n"))
    }

    /// In a plain controller's tree the collection view starts one row down: the label shows on
    /// rows 5 and 2.
    func test_a_label_added_to_a_collection_view_in_a_tree_draws_and_scrolls_with_the_content() async throws {
        let controller = PlainController()
        let (first, scrolled) = frames(of: controller) { controller.list.collectionView }
        XCTAssertEqual(first[5], "│ NEW ★    │", first.joined(separator: "\n"))
        XCTAssertEqual(scrolled[2], "│ NEW ★    │", scrolled.joined(separator: "\n"))
    }

    /// Rows that name themselves in a label.
    private final class NamedRowsController: CollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            let label = cell.contentView.subviews.first as? Label ?? Label(frame: CGRect(x: 2, y: 1, width: 8, height: 1))
            label.text = "Row \(indexPath.item)"
            cell.contentView.addSubview(label)
            return cell
        }
    }

    /// UIKit's `snapshotView(afterScreenUpdates:)`, as reorder code uses it: the snapshot of row 0,
    /// put over row 2 (points 6 to 8), shows row 0's label there, and keeps showing it after row 0's
    /// label changes and the row itself hides.
    func test_a_cells_snapshot_shows_the_cell_as_it_was_wherever_it_is_put() async throws {
        let controller = NamedRowsController(collectionViewLayout: RowsLayout())
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 12, height: 9))
        _ = runner.run([])
        let cell = try XCTUnwrap(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let snapshot = try XCTUnwrap(cell.snapshotView(afterScreenUpdates: true))
        XCTAssertEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 12, height: 3))
        snapshot.frame.origin = CGPoint(x: 0, y: 6)
        controller.collectionView.addSubview(snapshot)
        (cell.contentView.subviews.first as? Label)?.text = "Changed"
        cell.isHidden = true
        // Row 0 is hidden; row 2's label lies under the snapshot's, which covers it.
        XCTAssertEqual(runner.frame().textLines(), [
            "            ",
            "            ",
            "            ",
            "            ",
            "  Row 1     ",
            "            ",
            "            ",
            "  Row 0     ",
            "            ",
        ])
    }
}
