import TermCanvas
import UIKitCompat
import XCTest

/// An iOS 15 half sheet as apps present one: the presented controller's `sheetPresentationController`
/// takes detents and a grabber (kept: the controller fills the screen here, and its view shows), and a
/// full-screen presentation has no sheet, as in UIKit.
@MainActor
final class SheetPortTests: XCTestCase {
    func test_a_sheets_settings_are_kept_and_the_presented_controller_shows() async throws {
        let root = UIViewController()
        let filters = UIViewController()
        filters.title = "Filters"
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large(), .custom { context in context.maximumDetentValue * 0.3 }]
            sheet.prefersGrabberVisible = true
            sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        }
        XCTAssertEqual(filters.sheetPresentationController?.detents.prefix(2).map(\.identifier), [.medium, .large])
        XCTAssertEqual(filters.sheetPresentationController?.selectedDetentIdentifier, .medium)
        XCTAssertTrue(filters.sheetPresentationController?.prefersGrabberVisible == true)

        let clock = VirtualClock()
        let window = UIWindow(rootViewController: root, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 4))
        runner.start()
        root.present(filters, animated: true)
        XCTAssertTrue(runner.frame().textLines()[3].hasPrefix("Filters"), runner.frame().textLines()[3])

        let player = UIViewController()
        player.modalPresentationStyle = .fullScreen
        XCTAssertNil(player.sheetPresentationController)
    }
}
