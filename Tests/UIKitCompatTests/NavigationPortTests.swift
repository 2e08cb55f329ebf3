import TermCanvas
import UIKitCompat
import XCTest

/// Navigation as UIKit code drives it: `show(_:sender:)` pushes inside a navigation controller and
/// presents outside one; the navigation delegate hears `willShow` after the new top's
/// `viewWillAppear` and `didShow` after its `viewDidAppear`, with iOS 17's `viewIsAppearing` between,
/// the view already sized (the order a logging delegate sees on iOS); `setViewControllers` and
/// `popToViewController` replace and cut the stack.
final class LoggedScreen: UIViewController {
    let name: String
    let log: (String) -> Void

    init(_ name: String, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("\(name) willAppear") }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log("\(name) isAppearing \(Int(view.bounds.width))x\(Int(view.bounds.height))")
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("\(name) didDisappear") }
}

final class NavigationLog: NSObject, UINavigationControllerDelegate {
    var entries: [String] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        entries.append("willShow \(viewController.title ?? "")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        entries.append("didShow \(viewController.title ?? "")")
    }
}

@MainActor
final class NavigationPortTests: XCTestCase {
    func test_show_pushes_and_the_delegate_hears_each_top_in_uikits_order() async throws {
        let log = NavigationLog()
        let record: (String) -> Void = { log.entries.append($0) }
        let list = LoggedScreen("List", log: record)
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = log
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: navigation, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6))
        runner.start()
        list.show(LoggedScreen("Detail", log: record), sender: nil)
        _ = runner.frame()
        XCTAssertEqual(log.entries, [
            "List willAppear", "willShow List", "List isAppearing 20x6", "List didAppear", "didShow List",
            "List willDisappear", "Detail willAppear", "willShow Detail", "List didDisappear",
            "Detail isAppearing 20x6", "Detail didAppear", "didShow Detail",
        ])

        let settings = LoggedScreen("Settings", log: record)
        navigation.setViewControllers([list, settings], animated: false)
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["List", "Settings"])
        XCTAssertNil(navigation.viewControllers.first { $0.title == "Detail" }?.navigationController)
        navigation.pushViewController(LoggedScreen("About", log: record), animated: false)
        XCTAssertEqual(navigation.popToViewController(list, animated: true)?.map(\.title), ["Settings", "About"])
        XCTAssertNil(navigation.popToViewController(list, animated: true), "already on top")
        XCTAssertEqual(navigation.topViewController?.title, "List")
    }

    func test_show_outside_a_navigation_controller_presents() async throws {
        let root = LoggedScreen("Root", log: { _ in })
        root.show(LoggedScreen("Sheet", log: { _ in }), sender: nil)
        XCTAssertEqual(root.presentedViewController?.title, "Sheet")
    }
}
