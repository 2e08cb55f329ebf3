import TermCanvas
import UIKitCompat
import XCTest

/// Auto Layout code of the iOS 6 era, still common: a badge that batches its constraint changes in
/// `updateConstraints()` and asks for them with `setNeedsUpdateConstraints()`, and a controller that
/// sets its constraints up once in `updateViewConstraints()`.
final class UnreadBadgeView: UIView {
    var log: [String] = []
    var count = 0 {
        didSet { setNeedsUpdateConstraints() }
    }
    private lazy var width = widthAnchor.constraint(equalToConstant: 4)

    override func updateConstraints() {
        log.append("badge.updateConstraints \(count)")
        width.constant = CGFloat(2 + count)
        width.isActive = true
        super.updateConstraints()
    }
}

final class InboxController: UIViewController {
    let badge = UnreadBadgeView()
    var log: [String] = []
    private var didSetUpConstraints = false

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        log.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func updateViewConstraints() {
        log.append("updateViewConstraints")
        if !didSetUpConstraints {
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 1),
                badge.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                badge.heightAnchor.constraint(equalToConstant: 1),
            ])
            didSetUpConstraints = true
        }
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews")
    }
}

/// Forgets `super.updateConstraints()`, which UIKit raises for.
final class ForgetfulView: UIView {
    override func updateConstraints() {}
}

@MainActor
final class UpdateConstraintsPortTests: XCTestCase {
    /// UIKit's order: `updateViewConstraints()` after `viewWillAppear(_:)` and before
    /// `viewWillLayoutSubviews()`; subviews' `updateConstraints()` before their superview's (the
    /// controller's). A change that calls `setNeedsUpdateConstraints()` is applied before the next
    /// layout pass, and only the view that asked is updated again.
    func test_constraints_are_updated_before_layout_subviews_first_and_again_when_asked() async throws {
        let controller = InboxController()
        controller.badge.setNeedsUpdateConstraints()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6))
        runner.start()
        XCTAssertEqual(controller.log, ["viewDidLoad", "viewWillAppear", "updateViewConstraints", "viewWillLayoutSubviews"])
        XCTAssertEqual(controller.badge.log, ["badge.updateConstraints 0"])
        XCTAssertEqual(controller.badge.frame, CGRect(x: 18, y: 1, width: 2, height: 1))
        controller.badge.count = 3
        XCTAssertTrue(controller.badge.needsUpdateConstraints())
        controller.view.layoutIfNeeded()
        XCTAssertFalse(controller.badge.needsUpdateConstraints())
        XCTAssertEqual(controller.badge.log, ["badge.updateConstraints 0", "badge.updateConstraints 3"])
        XCTAssertEqual(controller.log.filter { $0 == "updateViewConstraints" }.count, 1)
        XCTAssertEqual(controller.badge.frame, CGRect(x: 15, y: 1, width: 5, height: 1))
    }

    /// An override without `super.updateConstraints()` is reported once, naming the class and the fix.
    func test_an_override_that_skips_super_is_reported() async throws {
        let recorder = DiagnosticsRecorder()
        Diagnostics.$sink.withValue(recorder) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
            let forgetful = ForgetfulView()
            root.addSubview(forgetful)
            forgetful.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
            forgetful.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
        }
        XCTAssertEqual(recorder.usageErrors.map(\.description), [
            "ForgetfulView.updateConstraints() did not call super.updateConstraints(); UIKit raises for this — "
                + "call super.updateConstraints() as the last step of the override",
        ])
    }
}
