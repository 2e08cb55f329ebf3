import Foundation

/// UIKit's switch for view animations: `UIView.areAnimationsEnabled`, `setAnimationsEnabled(_:)` and
/// `performWithoutAnimation(_:)`. Batch updates made while animations are disabled apply at once:
/// every view takes its final attributes, disappearing views go to the reuse queue, and the
/// completion handler runs before `performBatchUpdates` returns.
extension View {
    @MainActor private static var animationsEnabled = true

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
}
