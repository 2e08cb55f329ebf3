import TermCanvas
import UIKitCompat
import XCTest

/// An iOS 14 sidebar app: a column-style split view controller whose primary column lists sections
/// and whose secondary column shows the one picked — on a phone, collapsed to one stack.
final class SectionsSidebarController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sections"
    }

    /// What a selection in the sidebar's list does, as Apple's sample code does it.
    func pick(_ section: String) {
        let detail = UIViewController()
        detail.title = section
        splitViewController?.setViewController(detail, for: .secondary)
        splitViewController?.show(.secondary)
    }
}

/// Starts on the list, as apps that ship this split view on the phone ask.
final class StartOnListDelegate: NSObject, UISplitViewControllerDelegate {
    var collapses = 0

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapses += 1 }
}

/// Xcode's classic master-detail template: `viewControllers` holds two navigation controllers, and
/// the delegate drops an empty detail when the interface collapses.
final class MasterController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Master"
    }

    func open(_ item: String) {
        let detail = DetailItemController()
        detail.detailItem = item
        showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
    }
}

final class DetailItemController: UIViewController {
    var detailItem: String? {
        didSet { title = detailItem ?? "Detail" }
    }
}

final class MasterDetailDelegate: NSObject, UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        guard let navigation = secondaryViewController as? UINavigationController,
              let detail = navigation.topViewController as? DetailItemController else { return false }
        return detail.detailItem == nil
    }
}

@MainActor
final class SplitViewPortTests: XCTestCase {
    private func show(_ split: UISplitViewController) -> (UIWindow, HeadlessRunner) {
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: split, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 30, height: 4))
        runner.start()
        return (window, runner)
    }

    /// The status line (the last row) starts with the visible controller's title.
    private func title(_ runner: HeadlessRunner) -> String {
        String(runner.frame().textLines().last?.prefix { $0 != "│" } ?? "")
    }

    /// Without a delegate the collapsed stack shows the secondary column on the primary's, as UIKit
    /// proposes; `q` goes back to the primary column, and both controllers are in the split view.
    func test_collapsed_the_secondary_shows_over_the_primary_and_q_goes_back() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = SectionsSidebarController()
        let placeholder = UIViewController()
        placeholder.title = "Nothing picked"
        split.setViewController(sidebar, for: .primary)
        split.setViewController(placeholder, for: .secondary)
        let (window, runner) = show(split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertIdentical(window.visibleViewController, placeholder)
        XCTAssertEqual(title(runner), "Nothing picked")
        XCTAssertIdentical(split.viewController(for: .primary), sidebar)
        XCTAssertIdentical(placeholder.splitViewController, split)
        XCTAssertIdentical(placeholder.navigationController, sidebar.navigationController, "one stack")
        runner.play(.key(.character("q")))
        XCTAssertIdentical(window.visibleViewController, sidebar)
        XCTAssertFalse(window.isFinished)
    }

    /// With the delegate choosing the primary, the list shows first; picking a section sets and
    /// shows the secondary column, and `q` comes back to the list.
    func test_a_delegate_starts_on_the_list_and_a_pick_shows_the_secondary_column() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = StartOnListDelegate()
        split.delegate = delegate
        let sidebar = SectionsSidebarController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let (window, runner) = show(split)
        XCTAssertEqual(title(runner), "Sections")
        XCTAssertEqual(delegate.collapses, 1)
        sidebar.pick("Jazz")
        XCTAssertEqual(title(runner), "Jazz")
        sidebar.pick("Blues")
        XCTAssertEqual(title(runner), "Blues", "the new secondary replaces the old where it showed")
        runner.play(.key(.character("q")))
        XCTAssertIdentical(window.visibleViewController, sidebar)
        split.show(.secondary)
        XCTAssertEqual(title(runner), "Blues")
        split.hide(.secondary)
        XCTAssertEqual(title(runner), "Sections")
    }

    /// A `.compact` column's controller is what a collapsed interface shows.
    func test_a_compact_column_controller_shows_instead_of_the_columns() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        let tabs = UITabBarController()
        let phone = UIViewController()
        phone.title = "Phone"
        tabs.viewControllers = [phone]
        split.setViewController(SectionsSidebarController(), for: .primary)
        split.setViewController(tabs, for: .compact)
        let (window, _) = show(split)
        XCTAssertIdentical(window.visibleViewController, phone)
    }

    /// The classic template: an empty detail is dropped on collapse, so the master shows; opening an
    /// item pushes the detail's stack on the master's, and `q` comes back.
    func test_the_classic_template_starts_on_the_master_and_shows_details_on_its_stack() async throws {
        let split = UISplitViewController()
        let delegate = MasterDetailDelegate()
        split.delegate = delegate
        let master = MasterController()
        let masterNavigation = UINavigationController(rootViewController: master)
        split.viewControllers = [masterNavigation, UINavigationController(rootViewController: DetailItemController())]
        XCTAssertEqual(split.viewControllers.count, 2, "before it collapses")
        let (window, runner) = show(split)
        XCTAssertEqual(title(runner), "Master")
        XCTAssertEqual(split.viewControllers.count, 1, "collapsed: the primary alone")
        master.open("Item 3")
        XCTAssertEqual(title(runner), "Item 3")
        XCTAssertIdentical(window.visibleViewController.navigationController, masterNavigation)
        runner.play(.key(.character("q")))
        XCTAssertIdentical(window.visibleViewController, master)
    }

    /// Without a delegate, the primary navigation controller collapses the secondary onto itself
    /// (UIKit's default `collapseSecondaryViewController(_:for:)`): the detail shows first.
    func test_without_a_delegate_the_classic_detail_is_pushed_on_the_master() async throws {
        let split = UISplitViewController()
        let detail = DetailItemController()
        detail.detailItem = "Item 1"
        split.viewControllers = [UINavigationController(rootViewController: MasterController()),
                                 UINavigationController(rootViewController: detail)]
        let (_, runner) = show(split)
        XCTAssertEqual(title(runner), "Item 1")
    }
}
