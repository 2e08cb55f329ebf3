import Foundation

/// Two fingers pinching: UIKit's `UIPinchGestureRecognizer`. A mouse has one pointer, so it never
/// recognizes here (its state stays `.possible`); it exists so code that adds one compiles, and
/// says so in tcv's porting notes.
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale of the pinch (stays 1).
    open var scale: CGFloat = 1
    /// The pinch's speed (stays 0).
    open private(set) var velocity: CGFloat = 0
}

/// Two fingers turning: UIKit's `UIRotationGestureRecognizer`; never recognizes with a mouse (see
/// `PinchGestureRecognizer`).
@preconcurrency @MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation in radians (stays 0).
    open var rotation: CGFloat = 0
    /// The turning speed (stays 0).
    open private(set) var velocity: CGFloat = 0
}
