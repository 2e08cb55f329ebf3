@testable import Demos
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// The gallery is a navigation controller: Enter pushes the chosen demo's controller, `q` pops back to
/// the list with the same demo chosen, `q` there quits.
@MainActor
final class GalleryNavigationTests: XCTestCase {
    func test_enter_pushes_the_chosen_demo_and_q_pops_back_keeping_the_choice() async throws {
        let clock = VirtualClock()
        let window = Gallery.makeWindow(clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 80, height: 24))
        // j chooses the second demo (jungle); Enter opens it.
        var canvas = runner.run(try KeyScript.parse("j<Enter>"))
        XCTAssertEqual(window.visibleViewController.title, "jungle")
        XCTAssertTrue(window.visibleViewController is JungleCup.CollectionViewController)
        XCTAssertTrue(canvas.textLines().last?.hasPrefix("jungle│") ?? false, canvas.text)
        window.handle(.key(.character("q")))
        XCTAssertFalse(window.isFinished)
        let gallery = try XCTUnwrap(window.visibleViewController as? GalleryViewController)
        XCTAssertEqual(gallery.collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        canvas = Canvas(size: CellSize(width: 80, height: 24))
        window.render(into: &canvas)
        XCTAssertTrue(canvas.text.contains("demo gallery"), canvas.text)
        window.handle(.key(.character("q")))
        XCTAssertTrue(window.isFinished)
    }

    func test_a_click_on_a_demo_taps_it_and_opens_it() async throws {
        let clock = VirtualClock()
        let window = Gallery.makeWindow(clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 80, height: 24))
        let canvas = runner.run(try KeyScript.parse(""))
        // The third demo's box: find its name on screen and click on that row.
        let row = try XCTUnwrap(canvas.textLines().firstIndex { $0.contains(DemoCatalog.all[2].name + " ") })
        window.handle(.mouse(MouseEvent(action: .press, x: 10, y: row)))
        window.handle(.mouse(MouseEvent(action: .release, x: 10, y: row)))
        XCTAssertEqual(window.visibleViewController.title, DemoCatalog.all[2].name)
    }

    func test_every_demo_is_a_collection_view_controller_with_its_name_as_title() async {
        for demo in DemoCatalog.all {
            let controller = demo.makeViewController()
            XCTAssertTrue(controller is CollectionViewController, demo.name)
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.title, demo.name)
        }
    }
}
