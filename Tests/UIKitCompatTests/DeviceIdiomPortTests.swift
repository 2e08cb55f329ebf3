import UIKitCompat
import XCTest

/// Layout code that picks its columns by device, as iOS apps write it (`UIDevice.current
/// .userInterfaceIdiom`, `traitCollection.userInterfaceIdiom`): the answer follows the device shown.
@MainActor
final class DeviceIdiomPortTests: XCTestCase {
    private func columns() -> Int {
        UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
    }

    override func tearDown() async throws {
        ScreenMetrics.prepare(for: .cells)
    }

    func test_the_idiom_follows_the_device_shown() async throws {
        ScreenMetrics.prepare(for: .cells)
        XCTAssertEqual(columns(), 2, "one point per cell: a phone")
        XCTAssertEqual(UIDevice.current.model, "iPhone")
        let pad = try XCTUnwrap(Device.named("ipad-air-11"))
        ScreenMetrics.prepare(for: .device(pad, cellAspect: 2))
        XCTAssertEqual(columns(), 4)
        XCTAssertEqual(UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular).userInterfaceIdiom, .pad)
        XCTAssertEqual(UIDevice.current.systemName, "iPadOS")
        XCTAssertEqual(UIDevice.current.batteryLevel, -1, "UIKit's unknown level")
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
    }
}
