import Foundation

/// Recognizes a gesture of the mouse on a view and sends its action: UIKit's `UIGestureRecognizer`.
///
/// Add one to a view with `addGestureRecognizer(_:)`. The app layer hands it the mouse on that view
/// or any view inside it: a left press, each drag, the release, with times from the window's clock.
/// The subclasses decide when the gesture begins, changes, ends or fails, as UIKit's do:
/// `TapGestureRecognizer` (a click), `LongPressGestureRecognizer` (press and hold, then drag),
/// `PanGestureRecognizer` (a drag), `SwipeGestureRecognizer` (a quick drag one way). Each state
/// change a gesture reports sends every target its action (`Selector.send`, the `@objc` methods
/// `tcv run` makes callable). A recognized gesture with `cancelsTouchesInView` (the default) cancels
/// the view's own handling of the touch: a tap recognizer on a collection view keeps its items from
/// being selected, as on iOS, until `cancelsTouchesInView = false`.
@preconcurrency @MainActor
open class GestureRecognizer: NSObject {
    /// UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap, a swipe) is recognized in this state.
        public static var recognized: State { .ended }
    }

    private var targets: [(target: WeakTarget, action: Selector)] = []
    /// The gesture's state; the action is sent when it becomes `.began`, `.changed`, `.ended` or
    /// `.cancelled`.
    open internal(set) var state = State.possible
    /// The view the recognizer is attached to.
    open internal(set) weak var view: View?
    /// Whether it recognizes at all.
    open var isEnabled = true
    /// Whether recognizing cancels the view's own handling of the touch (default true).
    open var cancelsTouchesInView = true
    /// Stored only: the mouse reaches the view and the recognizer at the same time here.
    open var delaysTouchesBegan = false
    /// Stored only (see `delaysTouchesBegan`).
    open var delaysTouchesEnded = true
    /// Asked `gestureRecognizerShouldBegin(_:)` before the gesture begins.
    open weak var delegate: GestureRecognizerDelegate?
    /// A name for debugging.
    open var name: String?
    /// Where the mouse was at the latest event, in the root view's coordinates.
    var lastLocation: CGPoint = .zero
    /// Where and when the press went down.
    var pressLocation: CGPoint = .zero
    var pressTime: Double = 0

    /// A recognizer sending `action` to `target`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without a target yet.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target and its action.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakTarget(target as AnyObject), action))
    }

    /// Removes `target` (every target when nil) for `action` (every action when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.target.object === target as AnyObject) && (action == nil || entry.action == action)
        }
    }

    /// Stored only: each recognizer here decides on its own events.
    open func require(toFail otherGestureRecognizer: GestureRecognizer) {}

    /// Where the mouse is, in `view`'s coordinates (the root view's when nil).
    open func location(in view: View?) -> CGPoint {
        guard let view else { return lastLocation }
        return view.convert(lastLocation, from: nil)
    }

    /// The mouse is one touch.
    open var numberOfTouches: Int { state == .possible || state == .failed ? 0 : 1 }

    /// Where touch `touchIndex` is (the mouse, for 0).
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint { location(in: view) }

    /// Returns to `.possible` (after a gesture ended or failed).
    open func reset() {}

    // MARK: - Events (sent by the app layer)

    /// The left button went down at `location` (the root view's coordinates) at `time` (seconds).
    public final func mouseDown(at location: CGPoint, time: Double) {
        guard isEnabled else { return }
        state = .possible
        reset()
        pressLocation = location
        pressTime = time
        lastLocation = location
        pressBegan()
    }

    /// The mouse moved to `location` with the button held.
    public final func mouseDragged(to location: CGPoint, time: Double) {
        guard isEnabled, state != .failed, state != .ended, state != .cancelled else { return }
        lastLocation = location
        pressMoved(time: time)
    }

    /// The button went up at `location`.
    public final func mouseUp(at location: CGPoint, time: Double) {
        guard isEnabled, state != .failed, state != .ended, state != .cancelled else { return }
        lastLocation = location
        pressEnded(time: time)
    }

    /// Whether this press made the gesture begin or end (so the view's own handling is cancelled
    /// when `cancelsTouchesInView`).
    public var hasRecognized: Bool { [.began, .changed, .ended].contains(state) }

    /// What a subclass does on the press; the base does nothing.
    func pressBegan() {}
    /// What a subclass does on a drag.
    func pressMoved(time: Double) {}
    /// What a subclass does on the release.
    func pressEnded(time: Double) {}

    /// How far the mouse moved since the press.
    var movement: CGVector { CGVector(dx: lastLocation.x - pressLocation.x, dy: lastLocation.y - pressLocation.y) }

    /// Moves to `newState` and sends the action: `.began`, `.changed`, `.ended` and `.cancelled`
    /// are reported, `.failed` is not. Before `.began` (or a discrete `.ended`) the delegate may refuse.
    func transition(to newState: State) {
        if state == .possible, newState == .began || newState == .ended,
           delegate?.gestureRecognizerShouldBegin(self) == false {
            state = .failed
            return
        }
        state = newState
        guard newState != .failed, newState != .possible else { return }
        for entry in targets {
            guard let target = entry.target.object else { continue }
            Selector.send(entry.action, to: target, from: self)
        }
    }

    /// A target held weakly, as UIKit holds them.
    struct WeakTarget {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}

/// UIKit's `UIGestureRecognizerDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the gesture may begin (default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether two recognizers may recognize together (stored only: each recognizes on its own here).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: `true`, the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Default: `false`, recognizers do not recognize together.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
}
