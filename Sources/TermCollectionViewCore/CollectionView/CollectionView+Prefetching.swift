import Foundation

/// Prefetching as UIKit does it: after a layout pass the collection view asks the layout for the
/// screen's worth of content just ahead of the visible rect, in the direction the user scrolls (down
/// or right before any scroll), and tells `prefetchDataSource` of the items there that are neither on
/// screen nor told of before; items told of that fall out of that area without having come on screen
/// are cancelled. One extra rect query per pass, made only while a prefetch data source is set.
extension CollectionView {
    func updatePrefetching() {
        guard let prefetchDataSource, isPrefetchingEnabled, dataSource != nil else { return }
        let ahead = prefetchRect()
        boundsAtLastPrefetch = bounds
        let visible = Set(indexPathsForVisibleItems)
        prefetchedIndexPaths.subtract(visible)
        let aheadItems = (collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.overlapsWithArea(ahead) && !visible.contains($0.indexPath) }
            .sorted { distance($0.frame) < distance($1.frame) }
            .map(\.indexPath)
        let aheadSet = Set(aheadItems)
        let cancelled = prefetchedIndexPaths.subtracting(aheadSet).sorted()
        if !cancelled.isEmpty {
            prefetchedIndexPaths.subtract(cancelled)
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
        }
        let new = aheadItems.filter { !prefetchedIndexPaths.contains($0) }
        guard !new.isEmpty else { return }
        prefetchedIndexPaths.formUnion(new)
        prefetchDataSource.collectionView(self, prefetchItemsAt: new)
    }

    /// The bounds moved one screen the way the last scroll went (down or right at first).
    private func prefetchRect() -> CGRect {
        let previous = boundsAtLastPrefetch ?? bounds
        let dx = bounds.minX - previous.minX, dy = bounds.minY - previous.minY
        // The pass's content size: asking the layout again would be a call outside UIKit's order.
        let horizontal = contentSize.width > bounds.width && abs(dx) > abs(dy)
        if horizontal {
            return bounds.offsetBy(dx: dx < 0 ? -bounds.width : bounds.width, dy: 0)
        }
        return bounds.offsetBy(dx: 0, dy: dy < 0 ? -bounds.height : bounds.height)
    }

    /// How far an item is from the visible rect's centre: nearest is told first.
    private func distance(_ frame: CGRect) -> CGFloat {
        hypot(frame.midX - bounds.midX, frame.midY - bounds.midY)
    }
}
