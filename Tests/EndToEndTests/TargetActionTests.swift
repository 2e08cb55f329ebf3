import Foundation
import XCTest

/// Target–action as iOS code writes it — `@objc` methods named by `#selector`, which Linux Swift cannot
/// compile — works in `tcv run`: pulling the list down past its top refreshes (`UIRefreshControl`'s
/// `.valueChanged` reaches `refresh(_:)`), and a notification observed by selector reaches `didSync(_:)`.
final class TargetActionTests: XCTestCase {
    private let file = LayoutFileTests.fixtures.appendingPathComponent("PullToRefreshController.swift").path

    private func snapshot(_ keys: String) throws -> [String] {
        try TCVBinary.snapshotLines(of: file, size: "60x14", keys: keys)
    }

    func test_a_pull_past_the_top_refreshes_through_the_selector_and_the_notification_reaches_its_observer() throws {
        let untouched = try snapshot("")
        XCTAssertTrue(untouched[13].hasPrefix("Inbox│offset 0,0│"), untouched[13])
        // A short pull (under a row: 393 / 60 = 6.55 points a column, 13.1 a row) springs back, no refresh.
        let nudged = try snapshot("k<Wait:1000>")
        XCTAssertTrue(nudged[13].hasPrefix("Inbox│offset 0,0│"), nudged[13])
        // Six rows' worth of pull against the rubber band: the drag ends 150 ms later pulled past a row.
        let pulled = try snapshot("kkkkkk<Wait:1000>")
        XCTAssertEqual(pulled[0], String(repeating: " ", count: 23) + "⟳ Refreshing…" + String(repeating: " ", count: 24))
        XCTAssertTrue(pulled[13].hasPrefix("Inbox (6)│offset 0,0│size 393x314│"), pulled[13])
    }
}
