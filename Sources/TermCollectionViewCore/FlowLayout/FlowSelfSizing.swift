import Foundation

/// Self-sizing cells in the flow layout (`estimatedItemSize`), in UIKit's order: the collection view
/// dequeues and configures a cell, asks it for `preferredLayoutAttributesFitting(_:)` before display,
/// and offers the answer to `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`;
/// on `true` the layout keeps the size (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`)
/// and the next pass lays the lines out with it. Apple's documentation of `estimatedItemSize`: a
/// non-zero value "causes the collection view to query each cell for its actual size using the cell's
/// `preferredLayoutAttributesFitting(_:)` method", and "cells that aren't onscreen are assumed to be
/// the estimated height".
///
/// Only a self-sizing layout stores per-item sizes: a section none of whose items were measured stays
/// uniform (O(1) memory), as does every section of a layout that does not self-size. Once one item of
/// a section is measured, that section is laid out line by line with one size per item (measured or
/// estimated), so its cost and memory follow its item count, as a delegate-sized section's do.
extension CollectionViewFlowLayout {
    /// Whether `estimatedItemSize` turns self-sizing on.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The size of an item not measured yet: the estimate, with `itemSize` for automatic dimensions.
    var selfSizingEstimate: CGSize {
        CGSize(width: Self.isAutomatic(estimatedItemSize.width) ? itemSize.width : estimatedItemSize.width,
               height: Self.isAutomatic(estimatedItemSize.height) ? itemSize.height : estimatedItemSize.height)
    }

    /// The size the layout keeps for a preferred size: both dimensions fitted, except that with
    /// `automaticSize` in one dimension only the other stays at the estimate's finite length.
    func fittedSize(_ preferred: CGSize) -> CGSize {
        let automaticWidth = Self.isAutomatic(estimatedItemSize.width)
        let automaticHeight = Self.isAutomatic(estimatedItemSize.height)
        guard automaticWidth != automaticHeight else { return preferred }
        return CGSize(width: automaticWidth ? preferred.width : estimatedItemSize.width,
                      height: automaticHeight ? preferred.height : estimatedItemSize.height)
    }

    func shouldInvalidateForSelfSizing(
        preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes
    ) -> Bool {
        guard isSelfSizing, preferred.representedElementCategory == .cell else { return false }
        return fittedSize(preferred.size) != original.size
    }

    /// Keeps the measured size and narrows the context to the item and the line positions.
    func recordPreferredSize(of preferred: CollectionViewLayoutAttributes, in context: CollectionViewLayoutInvalidationContext) {
        guard isSelfSizing, preferred.representedElementCategory == .cell else { return }
        measuredItemSizes[preferred.indexPath] = fittedSize(preferred.size)
        context.invalidateItems(at: [preferred.indexPath])
        if let flowContext = context as? CollectionViewFlowLayoutInvalidationContext {
            flowContext.invalidateFlowLayoutDelegateMetrics = false
            flowContext.invalidateFlowLayoutAttributes = true
        }
    }

    /// `metrics` with the measured sizes in place of the estimates; sections without a measured item
    /// are returned as they are.
    func applyingMeasuredSizes(_ metrics: RunLengthArray<FlowSectionMetrics>) -> RunLengthArray<FlowSectionMetrics> {
        guard isSelfSizing, !measuredItemSizes.isEmpty else { return metrics }
        var bySection: [Int: [(item: Int, size: CGSize)]] = [:]
        for (indexPath, size) in measuredItemSizes where indexPath.count == 2 {
            bySection[indexPath.section, default: []].append((indexPath.item, size))
        }
        var result = metrics
        for (section, measured) in bySection where result.indices.contains(section) {
            var sizes = result[section].itemSizes.expanded(count: result[section].itemCount)
            for entry in measured where sizes.indices.contains(entry.item) {
                sizes[entry.item] = entry.size
            }
            result[section].itemSizes = FlowSectionMetrics.ItemSizes(sizes)
        }
        return result
    }

    private static func isAutomatic(_ length: CGFloat) -> Bool {
        length == automaticSize.width
    }
}
