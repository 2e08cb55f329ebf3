import TermCanvas
import UIKitCompat
import XCTest

/// Code that finds its window the iOS 13+ way — through the connected scenes — and a controller
/// that listens for a shake, as debug menus do.
final class FeedbackController: UIViewController {
    var shakes = 0

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { shakes += 1 }
    }

    /// The key window, found as apps find it since `UIApplication.keyWindow` was deprecated.
    static var currentKeyWindow: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }
            .first
    }
}

@MainActor
final class SceneAndMotionPortTests: XCTestCase {
    /// The terminal's one window scene holds the window tcv drives: its `keyWindow`, the window
    /// made (or made key) last; its screen is `UIScreen.main`, and it is in the foreground.
    func test_the_connected_scene_holds_the_key_window_and_the_screen() async throws {
        let controller = FeedbackController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6)).start()
        XCTAssertIdentical(FeedbackController.currentKeyWindow, window)
        XCTAssertTrue(window.isKeyWindow)
        let scene = try XCTUnwrap(controller.view.window?.windowScene)
        XCTAssertEqual(scene.screen.bounds, UIScreen.main.bounds)
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertEqual(scene.windows.count, 1)

        let other = UIWindow(rootViewController: UIViewController(), clock: clock)
        XCTAssertTrue(other.isKeyWindow)
        XCTAssertFalse(window.isKeyWindow)
        window.makeKeyAndVisible()
        XCTAssertIdentical(FeedbackController.currentKeyWindow, window)
    }

    /// A motion a view does not handle goes up the responder chain to its controller, as UIKit's
    /// default `motionEnded(_:with:)` passes it on; a key press's event has no subtype.
    func test_a_motion_goes_up_the_chain_to_the_controller() async throws {
        let controller = FeedbackController()
        let label = UILabel()
        controller.view.addSubview(label)
        label.motionEnded(.motionShake, with: nil)
        label.motionEnded(.remoteControlPlay, with: nil)
        XCTAssertEqual(controller.shakes, 1)
        XCTAssertEqual(UIPressesEvent(presses: [], timestamp: 0).subtype, .none)
    }
}
