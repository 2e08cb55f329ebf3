import Foundation

/// What the invalidation contexts received since the last layout pass ask of the next one.
///
/// UIKit's `UICollectionViewLayoutInvalidationContext`: `invalidateItems(at:)`,
/// `invalidateSupplementaryElements(ofKind:at:)` and `invalidateDecorationElements(ofKind:at:)` name
/// elements whose attributes changed, and the collection view asks the layout for those elements
/// again (`layoutAttributesForItem(at:)`, `…SupplementaryView(ofKind:at:)`, `…DecorationView(ofKind:at:)`)
/// and applies the answers to their views — the path self-sizing cells take
/// (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`). The adjustments
/// "cause the collection view to add the specified values" to its `contentOffset` and `contentSize`
/// (Apple's documentation of `contentOffsetAdjustment` and `contentSizeAdjustment`): both are applied
/// once, by the pass that processes the invalidation, the size adjustment on top of the layout's
/// `collectionViewContentSize` of that pass.
struct PendingInvalidation {
    var elementKeys: Set<ElementKey> = []
    var contentOffsetAdjustment: CGPoint = .zero
    var contentSizeAdjustment: CGSize = .zero

    /// Whether no context asked for anything since the last pass.
    var isEmpty: Bool { elementKeys.isEmpty && contentOffsetAdjustment == .zero && contentSizeAdjustment == .zero }

    @MainActor
    mutating func record(_ context: CollectionViewLayoutInvalidationContext) {
        for indexPath in context.invalidatedItemIndexPaths ?? [] {
            elementKeys.insert(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
        }
        for (kind, indexPaths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
            for indexPath in indexPaths {
                elementKeys.insert(ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
            }
        }
        for (kind, indexPaths) in context.invalidatedDecorationIndexPaths ?? [:] {
            for indexPath in indexPaths {
                elementKeys.insert(ElementKey(category: .decorationView, kind: kind, indexPath: indexPath))
            }
        }
        contentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        contentSizeAdjustment.width += context.contentSizeAdjustment.width
        contentSizeAdjustment.height += context.contentSizeAdjustment.height
    }
}

extension CollectionView {
    /// Takes what the pending contexts asked for and applies the content offset adjustment; the pass
    /// under way processes the rest.
    func processPendingInvalidation() -> PendingInvalidation {
        let pending = pendingInvalidation
        pendingInvalidation = PendingInvalidation()
        let adjustment = pending.contentOffsetAdjustment
        if adjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        return pending
    }

    /// The layout's content size plus the pending adjustment.
    func adjustedLayoutContentSize(_ layout: CollectionViewLayout, pending: PendingInvalidation) -> CGSize {
        let size = layout.collectionViewContentSize
        return CGSize(width: size.width + pending.contentSizeAdjustment.width,
                      height: size.height + pending.contentSizeAdjustment.height)
    }

    /// Replaces the attributes of invalidated elements with the layout's answer for that one element,
    /// as UIKit re-queries invalidated elements; an element the layout has no answer for keeps the
    /// attributes `layoutAttributesForElements(in:)` gave.
    func requeryInvalidated(
        _ attributes: [CollectionViewLayoutAttributes], keys: Set<ElementKey>, layout: CollectionViewLayout
    ) -> [CollectionViewLayoutAttributes] {
        guard !keys.isEmpty else { return attributes }
        return attributes.map { item in
            let key = ElementKey(item)
            guard keys.contains(key) else { return item }
            return layout.attributes(for: key) ?? item
        }
    }
}
