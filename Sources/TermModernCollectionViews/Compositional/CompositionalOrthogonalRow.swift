import Foundation

/// The groups of an orthogonally scrolling section, side by side across the layout's axis, and
/// where a scroll of them comes to rest (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
///
/// Offsets are across the layout's axis (x in a vertical layout), 0 when the section's content
/// (its `contentInsetsReference` insets, `contentInsets` and groups) starts at the collection view's
/// leading edge, as UIKit's internal scroll view spans the collection view's width.
struct CompositionalOrthogonalRow: Sendable {
    var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    /// Cross position of group 0's origin, in the section's own coordinates.
    var firstGroup: CGFloat
    /// Cross length of one group.
    var groupLength: CGFloat
    /// Distance between consecutive groups' origins: a group and `interGroupSpacing`.
    var pitch: CGFloat
    var groupCount: Int
    /// Cross length of what scrolls: the insets on both sides and every group.
    var contentLength: CGFloat
    /// Cross length of the window it scrolls in: the collection view's content area.
    var viewportLength: CGFloat

    /// The offsets the section may scroll between. `.groupPagingCentered` reaches further, so that
    /// the first and the last group can be centred too.
    var offsetRange: ClosedRange<CGFloat> {
        let end = max(0, contentLength - viewportLength)
        guard behavior == .groupPagingCentered, groupCount > 0 else { return 0...end }
        return min(0, centredOffset(0))...max(end, centredOffset(groupCount - 1))
    }

    /// Where the section rests before any scroll: its leading edge, except `.groupPagingCentered`,
    /// which centres its first group. UIKit gives that behaviour "additional leading and trailing
    /// content insets to center each group's contents along the orthogonal axis" (the header comment
    /// of `UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPagingCentered`), so the first
    /// group is centred from the start, not only after a drag.
    var initialOffset: CGFloat {
        behavior == .groupPagingCentered && groupCount > 0 ? clamped(centredOffset(0)) : 0
    }

    func clamped(_ offset: CGFloat) -> CGFloat {
        min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
    }

    /// Where a scroll that left the section at `offset`, having moved by `direction` since it began,
    /// comes to rest: `.continuous` where it is; `.continuousGroupLeadingBoundary` at the nearest
    /// group's leading edge; the paging behaviours at the next boundary in the scroll's direction
    /// (the nearest one when it did not move): a multiple of the visible width for `.paging`, a
    /// group's leading edge for `.groupPaging`, a group centred for `.groupPagingCentered`.
    func restingOffset(from offset: CGFloat, direction: CGFloat) -> CGFloat {
        switch behavior {
        case .none, .continuous:
            return clamped(offset)
        case .continuousGroupLeadingBoundary:
            return clamped(leadingOffset(Self.step(offset / max(pitch, 1), direction: 0)))
        case .paging:
            let page = max(viewportLength, 1)
            return clamped(Self.step(offset / page, direction: direction) * page)
        case .groupPaging:
            return clamped(leadingOffset(Self.step(offset / max(pitch, 1), direction: direction)))
        case .groupPagingCentered:
            let index = Self.step((offset - centredOffset(0)) / max(pitch, 1), direction: direction)
            return clamped(centredOffset(Int(min(max(index, 0), CGFloat(max(0, groupCount - 1))))))
        }
    }

    /// The offset that puts group `index`'s leading edge where group 0's is at offset 0.
    private func leadingOffset(_ index: CGFloat) -> CGFloat { index * pitch }

    /// The offset that centres group `index` in the visible width.
    func centredOffset(_ index: Int) -> CGFloat {
        firstGroup + CGFloat(index) * pitch + groupLength / 2 - viewportLength / 2
    }

    /// `position` (in boundaries) rounded up when moving forward, down when moving back, to the
    /// nearest otherwise.
    private static func step(_ position: CGFloat, direction: CGFloat) -> CGFloat {
        direction > 0 ? position.rounded(.up) : direction < 0 ? position.rounded(.down) : position.rounded()
    }
}
