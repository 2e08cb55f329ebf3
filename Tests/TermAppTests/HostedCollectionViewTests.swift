import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// A plain view controller whose view holds a banner label and, below it, a collection view placed by
/// constraints (Apple's samples add theirs the same way): the window draws the tree and drives the
/// collection view it finds, in its own coordinates.
@MainActor
final class HostedCollectionViewTests: XCTestCase {
    /// Rows of `RowsLayout` (3 high) under a one-row banner; its own data source, as a sample's is.
    private final class BannerViewController: ViewController, CollectionViewDataSource {
        let banner = Label()
        var collectionView: CollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "banner"
            banner.text = "Fruit"
            banner.translatesAutoresizingMaskIntoConstraints = false
            collectionView = CollectionView(frame: .zero, collectionViewLayout: RowsLayout())
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = self
            view.addSubview(banner)
            view.addSubview(collectionView)
            LayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.topAnchor.constraint(equalTo: banner.bottomAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.text = ["apple", "pear", "plum", "fig", "kiwi", "lime"][indexPath.item]
            return cell
        }
    }

    private func run(keys: String) throws -> (Window, BannerViewController, Canvas) {
        let controller = BannerViewController()
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusCounters = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8)).run(try KeyScript.parse(keys))
        return (window, controller, canvas)
    }

    /// 20×8 less the status line: the banner takes row 0 (its intrinsic height), the collection view
    /// rows 1–6 (20×6), so item 0 is drawn at rows 1–3 and item 1 at 4–6.
    func test_the_view_tree_is_drawn_and_the_collection_view_sits_where_its_constraints_put_it() async throws {
        let (_, controller, canvas) = try run(keys: "")
        XCTAssertEqual(controller.collectionView.frame, CGRect(x: 0, y: 1, width: 20, height: 6))
        XCTAssertEqual(canvas.textLines(), [
            "Fruit               ",
            "┌──────────────────┐",
            "│ apple            │",
            "└──────────────────┘",
            "┌──────────────────┐",
            "│ pear             │",
            "└──────────────────┘",
        ] + [canvas.textLines()[7]])
        XCTAssertTrue(canvas.textLines()[7].hasPrefix("banner│offset 0,0"), canvas.textLines()[7])
    }

    /// The scroll keys scroll the collection view found in the tree (j: one row); the banner stays.
    func test_keys_scroll_the_collection_view_in_the_tree() async throws {
        let (_, controller, canvas) = try run(keys: "jj<Wait:300>")
        XCTAssertEqual(controller.collectionView.contentOffset.y, 2)
        XCTAssertEqual(canvas.textLines()[0], "Fruit               ")
        // Screen row 1 shows content row 2, item 0's bottom edge (item 0 takes content rows 0–2).
        XCTAssertEqual(canvas.textLines()[1], "└──────────────────┘")
        XCTAssertEqual(canvas.textLines()[3], "│ pear             │")
    }

    /// A click at screen row 3 is row 2 of the collection view (it starts at row 1): item 0, not the
    /// item 1 that row 3 of the screen would be without the banner.
    func test_mouse_events_reach_the_collection_view_in_its_own_coordinates() async throws {
        let (window, controller, _) = try run(keys: "")
        window.handle(.mouse(MouseEvent(action: .press, x: 4, y: 3)))
        window.handle(.mouse(MouseEvent(action: .release, x: 4, y: 3)))
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
    }
}

extension HostedCollectionViewTests {
    /// A view added after the collection view is drawn over it (UIKit draws subviews in order, the
    /// last on top): a floating badge at rows 2–3 hides the cells under it. The collection view draws
    /// itself in the tree, not painted over it afterwards.
    func test_a_view_added_after_the_collection_view_is_drawn_over_it() async throws {
        let controller = BannerViewController()
        controller.loadViewIfNeeded()
        let badge = Label(frame: CGRect(x: 12, y: 2, width: 6, height: 2))
        badge.text = "NEW"
        badge.backgroundColor = .black
        controller.view.addSubview(badge)
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusCounters = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8)).run([])
        XCTAssertEqual(Array(canvas.textLines()[0..<7]), [
            "Fruit               ",
            "┌──────────────────┐",
            "│ apple     NEW    │",
            "└───────────      ─┘",
            "┌──────────────────┐",
            "│ pear             │",
            "└──────────────────┘",
        ])
    }
}

/// Two collection views side by side in a plain controller's view (a split list): each scrolls on its
/// own — the wheel goes to the one under the pointer — and each drag ends in UIKit's order.
@MainActor
final class TwoCollectionViewsTests: XCTestCase {
    private final class TwoListsViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
        var left: CollectionView!
        var right: CollectionView!
        var ends: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "two"
            left = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 7), collectionViewLayout: RowsLayout())
            right = CollectionView(frame: CGRect(x: 10, y: 0, width: 10, height: 7), collectionViewLayout: RowsLayout())
            for list in [left!, right!] {
                list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
                list.dataSource = self
                list.delegate = self
                view.addSubview(list)
            }
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.text = "\(collectionView === left ? "L" : "R")\(indexPath.item)"
            return cell
        }

        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            ends.append(scrollView === left ? "left" : "right")
        }
    }

    /// 20×8 less the status line: the wheel at column 15 is over the right list, which scrolls three
    /// rows (one notch); the left list stays; 300 ms later the right list's drag has ended.
    func test_the_wheel_scrolls_the_collection_view_under_the_pointer_and_its_drag_ends() async throws {
        let controller = TwoListsViewController()
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusCounters = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8))
            .run(try KeyScript.parse("<ScrollDown:15,3><Wait:300>"))
        XCTAssertEqual(controller.right.contentOffset.y, 3)
        XCTAssertEqual(controller.left.contentOffset.y, 0)
        XCTAssertEqual(controller.ends, ["right"])
        XCTAssertEqual(Array(canvas.textLines()[0..<3]), [
            "┌────────┐┌────────┐",
            "│ L0     ││ R1     │",
            "└────────┘└────────┘",
        ])
    }

    /// The wheel over the left list still goes to it (the collection view the window drives).
    func test_the_wheel_over_the_first_collection_view_scrolls_it_alone() async throws {
        let controller = TwoListsViewController()
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        _ = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8))
            .run(try KeyScript.parse("<ScrollDown:3,3><Wait:300>"))
        XCTAssertEqual(controller.left.contentOffset.y, 3)
        XCTAssertEqual(controller.right.contentOffset.y, 0)
        XCTAssertEqual(controller.ends, ["left"])
    }
}

/// A row that scrolls sideways inside a cell of a collection view the window does not drive (the
/// right list of a split screen): the wheel finds it by hit-testing, as a pan finds the innermost
/// scroll view under the finger, and the clock's tickers end its drag — nobody drives it.
@MainActor
final class ScrollViewInsideAnUndrivenCellTests: XCTestCase {
    private final class SplitViewController: ViewController, CollectionViewDataSource {
        var left: CollectionView!
        var right: CollectionView!
        /// The row in the right list's first cell: 8×1 points showing 30 points of content.
        let row = ScrollView(frame: CGRect(x: 1, y: 1, width: 8, height: 1))

        override func viewDidLoad() {
            super.viewDidLoad()
            row.contentSize = CGSize(width: 30, height: 1)
            left = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 7), collectionViewLayout: RowsLayout())
            right = CollectionView(frame: CGRect(x: 10, y: 0, width: 10, height: 7), collectionViewLayout: RowsLayout())
            for list in [left!, right!] {
                list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
                list.dataSource = self
                view.addSubview(list)
            }
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            if collectionView === right, indexPath.item == 0 { cell.contentView.addSubview(row) }
            return cell
        }
    }

    /// 20×8 at one point per cell: the row sits at columns 11–18 of screen row 1. One sideways notch
    /// (`ScrollCommand.wheelLines` columns) moves it; the up-down wheel there scrolls the right list
    /// (the row cannot move that way); 300 ms later the row's drag has ended without any input.
    func test_the_sideways_wheel_scrolls_the_row_and_the_ticks_end_its_drag() async throws {
        let controller = SplitViewController()
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8))
        runner.start()
        runner.play(try KeyScript.parse("<ScrollRight:14,1>")[0])
        XCTAssertEqual(controller.row.contentOffset.x, CGFloat(ScrollCommand.wheelLines))
        XCTAssertTrue(controller.row.isDragging)
        XCTAssertEqual(controller.right.contentOffset, .zero)
        for step in try KeyScript.parse("<Wait:300><ScrollDown:14,1><Wait:300>") { runner.play(step) }
        XCTAssertFalse(controller.row.isDragging, "the clock's tickers ended the drag")
        XCTAssertTrue(clock.tickers.isEmpty)
        XCTAssertEqual(controller.right.contentOffset.y, 3)
        XCTAssertEqual(controller.left.contentOffset, .zero)
    }
}
