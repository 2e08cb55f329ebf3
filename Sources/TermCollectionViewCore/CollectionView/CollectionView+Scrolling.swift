import Foundation

extension CollectionView {
    /// Where to place an item when scrolling to it: UIKit's `UICollectionView.ScrollPosition`.
    /// Combine at most one vertical and one horizontal position.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The bit mask, with UIKit's bit values.
        public let rawValue: UInt
        /// Makes positions from UIKit's bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top edge at the top of the visible area (below the adjusted content inset).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's vertical centre at the middle of the bounds.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area (above the adjusted content inset).
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's horizontal centre at the middle of the bounds.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
        /// Keep the offset in both directions.
        public static let none: ScrollPosition = []
    }

    /// Scrolls so the item at `indexPath` sits at `scrollPosition`, clamped to the content (UIKit never
    /// scrolls past the content for this). Axes `scrollPosition` does not mention keep their offset.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        trace(.layoutAttributesForItem(at: indexPath))
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let target = contentOffset(toShow: frame, at: scrollPosition)
        setContentOffset(clampedToContent(target), animated: animated)
    }

    /// The offset that places `frame` at `position`.
    func contentOffset(toShow frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
        return offset
    }
}

extension CollectionView {
    /// Where a user drag comes to rest: the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// for the offset the drag's steps reached, asked after a layout pass so the layout answers for
    /// the current bounds. `velocity` is the drag's, in points per millisecond — in practice UIKit
    /// passes the delegate's points per millisecond here too, although this method's documentation
    /// says points per second.
    func targetContentOffsetAfterUserScrolling(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        layoutIfNeeded()
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        trace(.targetContentOffset(proposed: proposed, velocity: velocity, result: target))
        return target
    }

    /// Whether the layout scrolls sideways (a horizontal flow layout), so page keys page sideways even
    /// when the content also has a little vertical range.
    var scrollsHorizontallyByLayout: Bool {
        (collectionViewLayout as? CollectionViewFlowLayout)?.scrollDirection == .horizontal
    }
}
