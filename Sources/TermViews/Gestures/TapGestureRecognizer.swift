import Foundation

/// A click: UIKit's `UITapGestureRecognizer`. Recognized at the release when the mouse stayed within
/// `allowableMovement` points of the press; `numberOfTapsRequired` counts releases within
/// `maximumTapInterval` seconds of each other (a double click for 2).
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers (the mouse is one; more never recognizes).
    open var numberOfTouchesRequired = 1
    /// How far the pointer may move and still tap (UIKit's slop, about 10 points).
    static let allowableMovement: CGFloat = 10
    /// The longest pause between the taps of a double tap.
    static let maximumTapInterval = 0.35
    private var taps = 0
    private var lastTapTime = -Double.infinity

    override func pressBegan() {
        if numberOfTouchesRequired != 1 { state = .failed }
    }

    override func pressMoved(time: Double) {
        if hypot(movement.dx, movement.dy) > Self.allowableMovement { state = .failed }
    }

    override func pressEnded(time: Double) {
        taps = time - lastTapTime <= Self.maximumTapInterval ? taps + 1 : 1
        lastTapTime = time
        guard taps >= numberOfTapsRequired else { return }
        taps = 0
        transition(to: .ended)
    }
}
