import TermCanvas
import UIKitCompat
import XCTest

/// An app's root as iOS apps build it (Apple's UITabBarController docs): a tab bar controller whose
/// tabs are navigation controllers, each root with its `tabBarItem`; a delegate that refuses one tab.
final class TabScreen: UIViewController {
    private(set) var appearances = 0

    init(title: String, item: UITabBarItem) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = item
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
        label.text = "\(title ?? "") screen"
        view.addSubview(label)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

final class LockedTabDelegate: UITabBarControllerDelegate {
    private(set) var selected: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.tabBarItem.tag != 99
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.tabBarItem.title ?? "")
    }
}

@MainActor
final class TabBarControllerPortTests: XCTestCase {
    func test_tabs_show_their_screens_and_switch_by_tab_key_and_click_as_the_delegate_allows() async throws {
        let home = TabScreen(title: "Home", item: UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0))
        let search = TabScreen(title: "Find", item: UITabBarItem(tabBarSystemItem: .search, tag: 1))
        let locked = TabScreen(title: "Admin", item: UITabBarItem(title: "Admin", image: nil, tag: 99))
        search.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: home), UINavigationController(rootViewController: search), locked]
        let delegate = LockedTabDelegate()
        tabs.delegate = delegate
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: tabs, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 30, height: 4))
        runner.start()
        XCTAssertIdentical(home.tabBarController, tabs)
        XCTAssertEqual(runner.frame().textLines()[0], "Home screen                   ")
        XCTAssertEqual(runner.frame().textLines()[2], " Home │ Search (3) │ Admin │  ")
        for step in try KeyScript.parse("<Tab>") { runner.play(step) }
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(runner.frame().textLines()[0], "Find screen                   ")
        for step in try KeyScript.parse("<Click:22,2>") { runner.play(step) }
        XCTAssertEqual(tabs.selectedIndex, 1, "the delegate refuses the Admin tab")
        for step in try KeyScript.parse("<Click:2,2>") { runner.play(step) }
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(delegate.selected, ["Search", "Home"])
        XCTAssertEqual(home.appearances, 2, "home appeared, was covered by Search, and appeared again")
    }
}
