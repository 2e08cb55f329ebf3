import Foundation
import XCTest

/// Touches as iOS code handles them, in a user's file through the real `tcv snapshot`: a tap
/// recognizer named by `#selector`, an overlay that passes touches through by overriding `hitTest`,
/// and a controller's `touchesBegan` for the background. 60×14 cells on the default iPhone: 6.55
/// points a column, 13.1 a row (as `TargetActionTests` works out); a click is at its cell's centre.
final class TouchesFileTests: XCTestCase {
    private let file = LayoutFileTests.fixtures.appendingPathComponent("TappableCardController.swift").path

    private func statusLine(_ keys: String) throws -> String {
        try TCVBinary.snapshotLines(of: file, size: "60x14", keys: keys)[13]
    }

    func test_clicks_reach_the_card_through_the_overlay_and_the_background_reaches_the_controller() throws {
        XCTAssertTrue(try statusLine("").hasPrefix("Card│"))
        // Column 10, row 4: (68.8, 59.0) points, inside the card (20–220 × 20–120).
        XCTAssertTrue(try statusLine("<Click:10,4><Click:10,4>").hasPrefix("taps 2│"))
        // Column 50, row 10: (330.8, 137.6) points, on the background.
        let background = try statusLine("<Click:50,10>")
        XCTAssertTrue(background.hasPrefix("background 330,137│"), background)
    }
}
