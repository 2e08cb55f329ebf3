import Foundation

/// UIKit's switch for view animations: `UIView.areAnimationsEnabled`, `setAnimationsEnabled(_:)` and
/// `performWithoutAnimation(_:)`. Batch updates made while animations are disabled apply at once:
/// every view takes its final attributes, disappearing views go to the reuse queue, and the
/// completion handler runs before `performBatchUpdates` returns.
///
/// `animate(withDuration:animations:completion:)` animates what a collection view animates: a change of
/// its bounds size made in the block (a terminal resize, as a rotation) runs UIKit's animated bounds
/// change (see `CollectionView+AnimatedBoundsChange`). Other view properties changed in the block take
/// their new values at once, unanimated.
extension View {
    @MainActor private static var animationsEnabled = true
    /// Set while an `animate(withDuration:…)` block runs: size changes made in it animate.
    @MainActor package static var isInAnimationBlock = false

    /// Whether changes animate. Default `true`.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off for every view.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, then restores the previous setting.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = previous }
        actionsWithoutAnimation()
    }

    /// Runs `animations`; a collection view whose bounds size changes in it animates the change, as
    /// UIKit animates a rotation (the collection view's own duration, 0.3 s). Other changes take
    /// effect at once. `completion` runs from the main queue, on the next run-loop turn, with `true`.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let previous = isInAnimationBlock
        isInAnimationBlock = animationsEnabled && duration > 0
        defer { isInAnimationBlock = previous }
        animations()
        if let completion { MainQueue.async { completion(true) } }
    }

    /// As `animate(withDuration:animations:completion:)`; the delay and the options (curves,
    /// `.beginFromCurrentState`) are not simulated: the changes take effect as that one's do.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// The spring variant: as `animate(withDuration:animations:completion:)` (the spring's damping and
    /// velocity are not simulated for views; `UIDynamicAnimator` and collection view updates have springs).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// UIKit's `UIView.AnimationCurve` (a property animator's), with UIKit's raw values: kept as given.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }

    /// UIKit's `UIView.AnimationOptions`: accepted, not simulated (see `animate(withDuration:delay:options:…)`).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes options from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit lays out subviews during the animation. Not simulated.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// UIKit lets the animating views take touches. Not simulated.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// UIKit starts from the in-flight values of a running animation. Not simulated.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// UIKit repeats the animation forever. Not simulated: the changes apply once.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// UIKit runs the animation backwards after forwards. Not simulated.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// UIKit's default curve: slow at both ends. Not simulated.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// UIKit's curve that starts slowly. Not simulated.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// UIKit's curve that ends slowly. Not simulated.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// UIKit's even-paced curve. Not simulated.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A transition that fades the old content into the new. Not simulated.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition that flips the view around its vertical axis from the left. Not simulated.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition that flips the view around its vertical axis from the right. Not simulated.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }

    /// Runs `animations` on `view` as a transition (not simulated: the change takes effect at once).
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, animations: animations ?? {}, completion: completion)
    }
}
