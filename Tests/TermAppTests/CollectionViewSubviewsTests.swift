import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// Views a program adds to a collection view itself — an empty-state label, a snapshot carried
/// over the items (`SnapshotReorderPortTests`) — draw over its cells and scroll with its content, as
/// a `UIScrollView`'s subviews do, whether the collection view is a controller's view or sits in a
/// plain controller's tree.
@MainActor
final class CollectionViewSubviewsTests: XCTestCase {
    private final class ListController: CollectionViewController {
        let badge = Label(frame: CGRect(x: 2, y: 4, width: 7, height: 1))
        var itemCount = 6

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
            badge.text = "NEW ★"
            collectionView.addSubview(badge)
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { itemCount }

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

    /// A controller's collection view with a background colour of its own shows it where no cell
    /// lies, as the tree draws any view's background: one row (points 0 to 2) on an 8-row screen,
    /// so row 5 is background.
    func test_a_controllers_collection_view_shows_its_background_colour() async throws {
        let controller = ListController(collectionViewLayout: RowsLayout())
        controller.itemCount = 1
        controller.loadViewIfNeeded()
        controller.badge.removeFromSuperview()
        controller.collectionView.backgroundColor = .red
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let frame = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 12, height: 8)).run([])
        XCTAssertEqual(frame.textLines()[5], "            ")
        XCTAssertEqual(frame.style(x: 0, y: 5).background, .red)
        XCTAssertEqual(frame.style(x: 11, y: 7).background, .red)
    }
}
