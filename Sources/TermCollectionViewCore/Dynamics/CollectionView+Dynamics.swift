import Foundation

/// A layout's `DynamicAnimator` runs on the collection view's clock: every frame steps it, and a step
/// that moved items invalidates the layout, as UIKit's animator invalidates its layout.
extension CollectionView {
    /// Whether the layout's dynamic animator is moving items (frames are needed meanwhile).
    public var isRunningDynamics: Bool { collectionViewLayout.dynamicAnimator?.isRunning ?? false }

    /// Steps the layout's dynamic animator to the clock's time; returns whether it runs.
    func advanceDynamics() -> Bool {
        let layout = collectionViewLayout
        guard let animator = layout.dynamicAnimator, animator.isRunning, let now = clock?.now else { return false }
        if animator.step(to: now) { layout.invalidateLayout(with: layout.makeInvalidationContext()) }
        return animator.isRunning
    }
}
