import TermCanvas
import UIKitCompat
import XCTest

/// An animation of the app's own, as UIKit code drives one: a `CADisplayLink` that counts down a
/// label once a frame and invalidates itself, one paced at 10 frames a second, and the iOS 10
/// `UIViewPropertyAnimator` fading a badge out.
final class CountdownController: UIViewController {
    let label = UILabel()
    var link: CADisplayLink?
    var remaining = 3
    var stamps: [CFTimeInterval] = []
    var framesPerSecond = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        label.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        label.text = "3"
        view.addSubview(label)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let link = CADisplayLink(target: self, selector: Selector("step(_:)"))
        link.preferredFramesPerSecond = framesPerSecond
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) {
        stamps.append(link.timestamp)
        remaining -= 1
        label.text = "\(remaining)"
        if remaining == 0 { link.invalidate() }
    }
}

@MainActor
final class DisplayLinkAndAnimatorPortTests: XCTestCase {
    override func setUp() async throws {
        // What `tcv run` generates for the controller's @objc method.
        Selector.performer = { target, selector, sender in
            guard let controller = target as? CountdownController, selector.name == "step(_:)" else { return false }
            controller.step(sender as! CADisplayLink)
            return true
        }
    }

    /// The links the run loop still keeps, as the main run loop would after the test.
    private var controllers: [CountdownController] = []

    override func tearDown() async throws {
        Selector.performer = { _, _, _ in false }
        controllers.forEach { $0.link?.invalidate() }
    }

    private func run(_ controller: CountdownController, wait: Int) throws -> (HeadlessRunner, VirtualClock) {
        controllers.append(controller)
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 10, height: 2))
        runner.start()
        runner.play(try KeyScript.parse("<Wait:\(wait)>")[0])
        return (runner, clock)
    }

    /// Once a frame (16 ms apart) three times, then the link is gone and the run loop idles.
    func test_a_display_link_runs_its_action_each_frame_until_invalidated() async throws {
        let controller = CountdownController()
        let (runner, clock) = try run(controller, wait: 200)
        XCTAssertEqual(controller.remaining, 0)
        XCTAssertEqual(controller.stamps.count, 3)
        XCTAssertEqual(zip(controller.stamps, controller.stamps.dropFirst()).map { ($1 - $0) }.map { ($0 * 1000).rounded() },
                       [16, 16])
        XCTAssertEqual(runner.frame().textLines()[0], "0         ")
        XCTAssertTrue(clock.tickers.isEmpty)
    }

    /// At 10 frames a second the action runs a tenth of a second apart.
    func test_a_display_link_keeps_its_preferred_rate() async throws {
        let controller = CountdownController()
        controller.framesPerSecond = 10
        controller.remaining = 100
        _ = try run(controller, wait: 1000)
        XCTAssertEqual(controller.stamps.count, 10, "\(controller.stamps)")
        XCTAssertEqual(controller.link?.targetTimestamp ?? 0, (controller.stamps.last ?? 0) + 0.1, accuracy: 0.0001)
    }

    /// The fade's change takes effect at once (a terminal does not interpolate a closure); the
    /// completion runs on the next turn with `.end`; a stopped animator finishes where it is told.
    func test_a_property_animator_makes_its_changes_and_completes_as_uikit_orders_it() async throws {
        let badge = UIView()
        var finished: [UIViewAnimatingPosition] = []
        let fade = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { badge.alpha = 0 }
        fade.addCompletion { finished.append($0) }
        XCTAssertEqual(fade.state, .inactive)
        fade.startAnimation()
        XCTAssertEqual(badge.alpha, 0)
        XCTAssertEqual(fade.state, .active)
        XCTAssertTrue(fade.isRunning)
        MainQueue.drain()
        XCTAssertEqual(finished, [.end])
        XCTAssertEqual(fade.state, .inactive)

        let grow = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { badge.alpha = 1 }
        grow.addCompletion { finished.append($0) }
        grow.pauseAnimation()
        grow.fractionComplete = 0.5
        grow.stopAnimation(false)
        XCTAssertEqual(grow.state, .stopped)
        MainQueue.drain()
        XCTAssertEqual(finished, [.end], "a stopped animator waits for finishAnimation(at:)")
        grow.finishAnimation(at: .current)
        XCTAssertEqual(finished, [.end, .current])

        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: {
            badge.alpha = 0.5
        }, completion: { finished.append($0) })
        running.stopAnimation(true)
        MainQueue.drain()
        XCTAssertEqual(badge.alpha, 0.5)
        XCTAssertEqual(finished, [.end, .current], "stopped without finishing: no completion")
    }
}
