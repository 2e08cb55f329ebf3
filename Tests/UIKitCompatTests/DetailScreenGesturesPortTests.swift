import TermCanvas
import UIKitCompat
import XCTest

/// A detail screen's gestures as UIKit code adds them, outside any collection view: a tap recognizer
/// on a card, a pan recognizer on a sheet's handle, and a button inside the card. Clicks reach them
/// by hit-testing, as touches do on iOS; the button keeps its own tap from the card's recognizer.
/// (`tcv run` turns `#selector(cardTapped)` into `Selector("cardTapped")` and calls the `@objc`
/// methods through `Selector.performer`; this test, compiled without it, does both by hand.)
final class DetailGesturesController: UIViewController {
    let card = UIView()
    let buy = UIButton(type: .system)
    let handle = UIView()
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        card.frame = CGRect(x: 0, y: 0, width: 12, height: 3)
        buy.frame = CGRect(x: 8, y: 1, width: 4, height: 1)
        buy.setTitle("Buy", for: .normal)
        buy.addAction(UIAction { [unowned self] _ in self.log.append("buy") }, for: .touchUpInside)
        handle.frame = CGRect(x: 0, y: 4, width: 20, height: 1)
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("cardTapped")))
        handle.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handleMoved(_:)")))
        card.addSubview(buy)
        view.addSubview(card)
        view.addSubview(handle)
    }

    func cardTapped() {
        log.append("card")
    }

    func handleMoved(_ pan: UIPanGestureRecognizer) {
        log.append("pan \(pan.state) \(pan.translation(in: view).x)")
    }
}

@MainActor
final class DetailScreenGesturesPortTests: XCTestCase {
    override func setUp() async throws {
        // What `tcv run` generates for the controller's @objc methods.
        Selector.performer = { target, selector, sender in
            guard let controller = target as? DetailGesturesController else { return false }
            switch selector.baseName {
            case "cardTapped": controller.cardTapped()
            case "handleMoved": controller.handleMoved(sender as! UIPanGestureRecognizer)
            default: return false
            }
            return true
        }
    }

    override func tearDown() async throws {
        Selector.performer = { _, _, _ in false }
    }

    /// One point per cell: the card is columns 0–11 of rows 0–2, its button columns 8–11 of row 1,
    /// the handle row 4. A click on the card taps it; one on the button is the button's alone; a
    /// drag along the handle pans it once past the recognizer's 10 points (it begins 12 points
    /// along); a click on empty space reaches neither.
    func test_clicks_and_drags_reach_the_recognizers_of_the_views_under_them() async throws {
        let controller = DetailGesturesController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8))
        runner.start()
        for step in try KeyScript.parse("<Click:2,1><Click:9,1><Press:2,4><Drag:14,4><Drag:16,4><Release:16,4><Click:15,2>") {
            runner.play(step)
        }
        XCTAssertEqual(controller.log, ["card", "buy", "pan began 12.0", "pan changed 14.0", "pan ended 14.0"])
    }
}
