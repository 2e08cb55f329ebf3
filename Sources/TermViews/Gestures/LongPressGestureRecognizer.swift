import Foundation

/// Press and hold, then drag: UIKit's `UILongPressGestureRecognizer`, the gesture apps use to begin
/// `beginInteractiveMovementForItem(at:)`. It begins once the button has been held
/// `minimumPressDuration` seconds within `allowableMovement` points of the press: at the first drag
/// after that (a terminal reports the mouse only when it moves or the button changes) it begins at the
/// press's place and changes to the drag's, or at the release it begins and ends at once. Later drags
/// are `.changed`, the release `.ended`.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must be held (default 0.5 s).
    open var minimumPressDuration: Double = 0.5
    /// How far the pointer may move before the gesture begins (default 10 points).
    open var allowableMovement: CGFloat = 10
    /// How many taps come before the press (stored only: 0).
    open var numberOfTapsRequired = 0
    /// How many fingers (the mouse is one).
    open var numberOfTouchesRequired = 1

    override func pressMoved(time: Double) {
        switch state {
        case .possible:
            if time - pressTime >= minimumPressDuration {
                // The hold ended where the button went down (the pointer stayed there): begin there,
                // then report the move, as UIKit's began comes before the finger travels.
                let current = lastLocation
                lastLocation = pressLocation
                transition(to: .began)
                guard state == .began else { return }
                lastLocation = current
                transition(to: .changed)
            } else if hypot(movement.dx, movement.dy) > allowableMovement {
                state = .failed
            }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func pressEnded(time: Double) {
        if state == .possible {
            guard time - pressTime >= minimumPressDuration else { return state = .failed }
            transition(to: .began)
            guard state == .began else { return }
        }
        if state == .began || state == .changed { transition(to: .ended) }
    }
}
