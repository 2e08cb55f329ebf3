import Foundation

/// Says which parts of a `CollectionViewFlowLayout` to recompute:
/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
///
/// Both flags default to `true`, as in UIKit, so a plain `invalidateLayout()` recomputes everything.
/// The flow layout's own bounds-change context clears both when only the origin changed (scrolling),
/// so scrolling — even with pinned headers — never asks the delegate for sizes again.
@preconcurrency @MainActor
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether to ask the delegate again for item sizes, insets, spacings and header/footer sizes.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether to recompute the positions of lines and items from the metrics already known.
    open var invalidateFlowLayoutAttributes = true

    /// A context that invalidates delegate metrics and line positions.
    public required init() {
        super.init()
    }
}
