import Foundation

/// How a section scrolls across the layout's scroll axis: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Apple documents that with any behaviour but `.none` "the section lays out its content
/// orthogonally to the main layout axis": its groups sit side by side in one row (a column, in a
/// horizontal layout), the section is as long as one group along the layout's axis, and it scrolls
/// on its own across that axis, in UIKit through an internal scroll view; the collection view's
/// content does not grow. The behaviours differ only in where a scroll comes to rest.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll orthogonally: its groups follow each other along the layout's axis.
    case none = 0
    /// Scrolls freely and rests where the user left it.
    case continuous = 1
    /// Scrolls freely, then rests with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Rests on multiples of the section's visible width (or height), a page per scroll.
    case paging = 3
    /// Rests on group boundaries, one group per scroll.
    case groupPaging = 4
    /// Rests with a group centred in the visible width, one group per scroll.
    case groupPagingCentered = 5
}
