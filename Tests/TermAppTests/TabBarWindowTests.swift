import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// The window's tab row: it takes the row above the status line, a hidden tab bar gives it back, and
/// the help lists the tab keys while it shows.
@MainActor
final class TabBarWindowTests: XCTestCase {
    private func makeTabs() -> TabBarController {
        let first = ViewController(), second = ViewController()
        first.title = "One"
        second.title = "Two"
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        return tabs
    }

    func test_the_tab_row_sits_above_the_status_line_and_a_hidden_bar_gives_it_back() async throws {
        let tabs = makeTabs()
        let clock = VirtualClock()
        let runner = HeadlessRunner(app: Window(rootViewController: tabs, clock: clock), clock: clock, size: CellSize(width: 20, height: 5))
        runner.start()
        XCTAssertEqual(runner.frame().textLines()[3], " One │ Two │        ")
        XCTAssertEqual(tabs.viewControllers?[0].view.frame.height, 3, "5 rows less the tab row and the status line")
        tabs.tabBar.isHidden = true
        XCTAssertEqual(runner.frame().textLines()[3], "                    ", "the next frame has no tab row")
        XCTAssertEqual(tabs.viewControllers?[0].view.frame.height, 4)
    }

    func test_the_help_lists_the_tab_keys() async throws {
        let tabs = makeTabs()
        let clock = VirtualClock()
        let lines = HeadlessRunner(app: Window(rootViewController: tabs, clock: clock), clock: clock, size: CellSize(width: 50, height: 20))
            .run(try KeyScript.parse("?")).textLines()
        XCTAssertTrue(lines.contains { $0.contains("Tab S-Tab") && $0.contains("next / previous tab") }, lines.joined(separator: "\n"))
    }
}
