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
    @MainActor static var isInAnimationBlock = false

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
}
