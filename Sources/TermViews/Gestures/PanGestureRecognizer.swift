import Foundation

/// A drag: UIKit's `UIPanGestureRecognizer`. It begins once the mouse has moved a few points with
/// the button held, changes with each drag and ends at the release; `translation(in:)` is the
/// distance since the press and `velocity(in:)` the latest drag's speed.
///
/// A scroll view's own recognizer (`ScrollView.panGestureRecognizer`) is reduced to where the finger
/// is, which layouts read while scrolling (the springy flow layout of Apple's UIKit Dynamics talks
/// stretches its springs by the distance from the touch): a terminal scrolls with keys and the
/// wheel, so the finger is where the mouse last pointed in the view (a wheel notch, a click, a
/// drag), else the middle of the visible area.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers (stored only: the mouse is one).
    open var minimumNumberOfTouches = 1
    /// The most fingers (stored only).
    open var maximumNumberOfTouches = Int.max
    /// How far the mouse moves before the pan begins.
    static let threshold: CGFloat = 10
    private var translationBase: CGPoint = .zero
    private var previous: (location: CGPoint, time: Double)?
    private var latestVelocity: CGPoint = .zero

    /// The distance dragged since the press (or since `setTranslation`), in `view`'s coordinates.
    open func translation(in view: View?) -> CGPoint {
        CGPoint(x: lastLocation.x - translationBase.x, y: lastLocation.y - translationBase.y)
    }

    /// Makes the current translation read as `translation`.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        translationBase = CGPoint(x: lastLocation.x - translation.x, y: lastLocation.y - translation.y)
    }

    /// The latest drag's speed in points per second.
    open func velocity(in view: View?) -> CGPoint { latestVelocity }

    override func pressBegan() {
        translationBase = pressLocation
        previous = (pressLocation, pressTime)
        latestVelocity = .zero
    }

    override func pressMoved(time: Double) {
        if let previous, time > previous.time {
            latestVelocity = CGPoint(x: (lastLocation.x - previous.location.x) / (time - previous.time),
                                     y: (lastLocation.y - previous.location.y) / (time - previous.time))
        }
        previous = (lastLocation, time)
        switch state {
        case .possible where hypot(movement.dx, movement.dy) >= Self.threshold: transition(to: .began)
        case .began, .changed: transition(to: .changed)
        default: break
        }
    }

    override func pressEnded(time: Double) {
        if state == .began || state == .changed { transition(to: .ended) } else { state = .failed }
    }
}

/// The scroll view's own pan, reduced to where the finger is (see `PanGestureRecognizer`).
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    private unowned let scrollView: ScrollView

    init(scrollView: ScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
    }

    /// The finger's position in `view`'s coordinates (the scroll view's own: its content's).
    override func location(in view: View?) -> CGPoint {
        let bounds = scrollView.bounds
        let onScreen = scrollView.pointerLocation ?? CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let inScrollView = scrollView.contentPoint(forVisible: onScreen)
        guard let view, view !== scrollView else { return inScrollView }
        return scrollView.convert(inScrollView, to: view)
    }
}
