import TermApp
import TermCanvas
import UIKitCompat
import XCTest

/// `UIScreen.main` is the terminal in points: at one point per cell its bounds are the window's size in
/// cells and its scale is 1; on a phone's screen its bounds are the phone's width and as many points
/// tall as the rows hold, and its scale the phone's.
@MainActor
final class ScreenSizedLayoutPortTests: XCTestCase {
    func test_a_layout_sized_from_the_screen_follows_the_terminal() async {
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: PlainCellsController(collectionViewLayout: ScreenSizedLayout()), clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 41, height: 10))
        _ = runner.run([])
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 41, height: 10))
        XCTAssertEqual(UIScreen.main.scale, 1)
        // (41 − 1) / 2 = 20 per column; 20 + 1 + 20 = 41 fills the row: items at x 0 and 21.
        let controller = window.rootViewController as! PlainCellsController
        XCTAssertEqual(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 21, y: 0, width: 20, height: 3))
    }

    /// The phone (393 points) across 100 columns: 7.86 points a row, so 30 rows are 235.8 points; at
    /// scale 3 the column is ⌊(393 − 1) / 2 × 3⌋ / 3 = 196 points, the second at x 197.
    func test_on_a_phones_screen_the_screen_is_the_phone_in_points_at_its_scale() async {
        defer { ScreenMetrics.prepare(for: .cells) }
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: PlainCellsController(collectionViewLayout: ScreenSizedLayout()), clock: clock,
                              screenScaling: .phone)
        _ = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 100, height: 30)).run([])
        XCTAssertEqual(UIScreen.main.bounds.width, 393)
        XCTAssertEqual(UIScreen.main.bounds.height, 235.8, accuracy: 1e-9)
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIScreen.main.nativeBounds.width, 1179)
        XCTAssertEqual(UIScreen.main.traitCollection.horizontalSizeClass, .compact)
        let controller = window.rootViewController as! PlainCellsController
        XCTAssertEqual(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 197, y: 0, width: 196, height: 3))
    }

    func test_a_colour_literal_is_a_colour() async {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = ScreenSizedLayout.stripeColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        XCTAssertEqual(red, 0.9, accuracy: 1e-6)
        XCTAssertEqual(green, 0.2, accuracy: 1e-6)
        XCTAssertEqual(alpha, 1)
    }
}
