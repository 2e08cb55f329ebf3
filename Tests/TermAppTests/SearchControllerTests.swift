import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// `navigationItem.searchController` in the terminal: `/` starts a search in the status line, typed
/// characters and Backspace reach `updateSearchResults(for:)`, Enter keeps the filter, Esc ends it.
@MainActor
final class SearchControllerTests: XCTestCase {
    /// A status line of the 30-column screen.
    private func row(_ text: String) -> String { text.padding(toLength: 30, withPad: " ", startingAt: 0) }

    func test_slash_searches_in_the_status_line_and_the_updater_hears_each_change() async throws {
        let screen = SearchingController()
        let clock = VirtualClock()
        let window = Window(rootViewController: screen, clock: clock)
        window.showsStatusCounters = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 30, height: 4))
        runner.start()
        for step in try KeyScript.parse("/ab<BS>") { runner.play(step) }
        XCTAssertEqual(screen.heard, ["active ''", "active 'a'", "active 'ab'", "active 'a'"])
        XCTAssertEqual(runner.frame().textLines().last, row("/a▏│Fruit│? help"))
        for step in try KeyScript.parse("<Enter>") { runner.play(step) }
        XCTAssertEqual(runner.frame().textLines().last, row("/a│Fruit│? help"), "the filter stays")
        for step in try KeyScript.parse("/<Esc>") { runner.play(step) }
        XCTAssertEqual(screen.heard.last, "inactive ''")
        XCTAssertEqual(runner.frame().textLines().last, row("Fruit│? help"))
        XCTAssertFalse(window.isFinished, "Esc ended the search, not the app")
    }
}

@MainActor
private final class SearchingController: ViewController, SearchResultsUpdating {
    var heard: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: SearchController) {
        heard.append("\(searchController.isActive ? "active" : "inactive") '\(searchController.searchBar.text ?? "")'")
    }
}
