import Foundation

/// Which parts of a layout need updating: UIKit's `UICollectionViewLayoutInvalidationContext`.
///
/// `invalidateLayout()` uses a context with `invalidateEverything`; `reloadData()` one with
/// `invalidateDataSourceCounts` as well. A bounds change uses the context that
/// `invalidationContext(forBoundsChange:)` returns, which layouts subclass to carry their own flags
/// (see `invalidationContextClass`).
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout must be recomputed. Read-only for layouts, as in UIKit.
    open internal(set) var invalidateEverything = false
    /// Whether the number of sections or items may have changed. Read-only for layouts, as in UIKit.
    open internal(set) var invalidateDataSourceCounts = false
    /// Item index paths marked with `invalidateItems(at:)`.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// Supplementary index paths marked with `invalidateSupplementaryElements(ofKind:at:)`, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// Decoration index paths marked with `invalidateDecorationElements(ofKind:at:)`, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the collection view's `contentOffset` once, by the layout pass that processes this
    /// invalidation (right after `prepare()`).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added once to the layout's `collectionViewContentSize` by the layout pass that processes this
    /// invalidation; later passes use the layout's own size, which should include the change by then.
    open var contentSizeAdjustment: CGSize = .zero

    /// Where the moving items were before this move (interactive movement contexts only).
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving items are going (interactive movement contexts only).
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The moving item's position, in content coordinates (interactive movement contexts only).
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    public required override init() {
        super.init()
    }

    /// Marks the given items as needing new attributes: the next layout pass asks the layout's
    /// `layoutAttributesForItem(at:)` for each of them that is visible and applies the answer.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` as needing new attributes: the next layout pass asks
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` for the visible ones and applies the answers.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedSupplementaryIndexPaths ?? [:]
        byKind[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = byKind
    }

    /// Marks decoration views of `elementKind` as needing new attributes: the next layout pass asks
    /// `layoutAttributesForDecorationView(ofKind:at:)` for the visible ones and applies the answers.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedDecorationIndexPaths ?? [:]
        byKind[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = byKind
    }
}

extension CollectionViewLayoutInvalidationContext {
    /// Whether the context reports an interactively moving item shown in another section than before:
    /// the numbers of items in those sections changed.
    package var movesItemBetweenSections: Bool {
        guard let previous = previousIndexPathsForInteractivelyMovingItems, let target = targetIndexPathsForInteractivelyMovingItems
        else { return false }
        return Set(previous.compactMap(\.first)) != Set(target.compactMap(\.first))
    }
}
