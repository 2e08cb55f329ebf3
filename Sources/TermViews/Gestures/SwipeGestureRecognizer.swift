import Foundation

/// A quick drag one way: UIKit's `UISwipeGestureRecognizer`. Recognized at the release when the
/// mouse moved at least `minimumDistance` points in one of `direction`'s directions, more along it
/// than across.
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes directions from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (default right, as UIKit's).
    open var direction: Direction = .right
    /// How many fingers (the mouse is one).
    open var numberOfTouchesRequired = 1
    /// The shortest swipe, in points.
    static let minimumDistance: CGFloat = 30

    override func pressEnded(time: Double) {
        let (dx, dy) = (movement.dx, movement.dy)
        let swiped: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        guard max(abs(dx), abs(dy)) >= Self.minimumDistance, direction.contains(swiped) else { return state = .failed }
        transition(to: .ended)
    }
}
