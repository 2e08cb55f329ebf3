import Foundation

/// One orthogonal section's scroll: where it is, the user's drag under way and the settle after it.
struct CompositionalOrthogonalScroll {
    var offset: CGFloat = 0
    /// The offset when the current drag began; `nil` when no drag is under way.
    var dragStart: CGFloat?
    var lastInputTime = -Double.infinity
    /// The settle towards the resting offset (only `x` is used).
    var settle: ContentOffsetAnimation?

    var isMoving: Bool { dragStart != nil || settle != nil }
}
