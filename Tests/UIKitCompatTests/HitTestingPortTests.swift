import TermCanvas
import UIKitCompat
import XCTest

/// Two overrides apps ship, as UIKit code writes them: an overlay that lets clicks through to what is
/// beneath it (`hitTest(_:with:)` answering nil for itself), and a switch whose target is larger
/// than its frame (`point(inside:with:)`). Clicks follow them, as taps do on iOS.
final class PassThroughOverlayView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view == self ? nil : view
    }
}

final class LargeTargetSwitch: UISwitch {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -6, dy: -1).contains(point)
    }
}

final class OverlaidSettingsController: UIViewController {
    let toggle = UISwitch()
    let roomy = LargeTargetSwitch()
    let overlay: UIView
    private(set) var log: [String] = []

    init(overlay: UIView) {
        self.overlay = overlay
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        toggle.frame = CGRect(x: 0, y: 0, width: 5, height: 1)
        roomy.frame = CGRect(x: 10, y: 3, width: 5, height: 1)
        toggle.addAction(UIAction { [unowned self] _ in self.log.append("toggle \(self.toggle.isOn)") }, for: .valueChanged)
        roomy.addAction(UIAction { [unowned self] _ in self.log.append("roomy \(self.roomy.isOn)") }, for: .valueChanged)
        view.addSubview(toggle)
        view.addSubview(roomy)
        overlay.frame = view.bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(overlay)
    }
}

@MainActor
final class HitTestingPortTests: XCTestCase {
    private func clicks(_ script: String, overlay: UIView) throws -> [String] {
        let controller = OverlaidSettingsController(overlay: overlay)
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6))
        runner.start()
        for step in try KeyScript.parse(script) { runner.play(step) }
        return controller.log
    }

    /// One point per cell (`UIWindow`'s default scale): the toggle is at columns 0–4 of row 0, the
    /// roomy switch at 10–14 of row 3, its target 4–20 across rows 2–4.
    func test_a_pass_through_overlay_lets_clicks_reach_the_controls_beneath() async throws {
        XCTAssertEqual(try clicks("<Click:2,0><Click:12,3>", overlay: PassThroughOverlayView()), ["toggle true", "roomy true"])
    }

    /// UIKit: a plain view in front takes the touch, so nothing beneath it changes.
    func test_a_plain_overlay_takes_the_clicks() async throws {
        XCTAssertEqual(try clicks("<Click:2,0><Click:12,3>", overlay: UIView()), [])
    }

    func test_a_larger_target_takes_clicks_beside_the_control() async throws {
        XCTAssertEqual(try clicks("<Click:5,2><Click:19,4><Click:3,3>", overlay: PassThroughOverlayView()),
                       ["roomy true", "roomy false"], "column 3 is 7 points left of the switch: outside its target")
    }
}
