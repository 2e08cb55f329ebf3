import Foundation

/// One section of a compositional layout: UIKit's `NSCollectionLayoutSection`.
///
/// The section repeats its `group` along the scroll axis, `interGroupSpacing` apart, until every item
/// has a place; each group takes as many items as it has leaf items. The group measures against the
/// section's content area: the container less `contentInsetsReference`'s insets and `contentInsets`.
/// Boundary supplementary items (headers, footers) sit before and after the content, outside its
/// `contentInsets` on the scroll axis; `decorationItems` draw behind it.
///
/// Because every group of a section has the same geometry, the layout finds an item's frame and the
/// items in a rectangle by arithmetic: a section costs the same at a million items as at ten.
@preconcurrency @MainActor
public class CollectionLayoutSection: NSObject {
    /// The group the section repeats.
    public let group: CollectionLayoutGroup
    /// Space around the section's groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What `contentInsets` are measured from across the scroll axis.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Space between consecutive groups along the scroll axis.
    public var interGroupSpacing: CGFloat = 0
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep within the section's leading and trailing `contentInsets`.
    public var supplementariesFollowContentInsets = true
    /// Views behind the section, such as `CollectionLayoutDecorationItem.background(elementKind:)`.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether and how the section scrolls across the layout's axis on its own. With any value but
    /// `.none` the groups sit side by side in one row (in a vertically scrolling layout), the section
    /// is one group tall, and the layout keeps the section's own scroll offset (see
    /// `CollectionViewCompositionalLayout.scrollOrthogonalSection(_:by:)`).
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Called on each `layoutAttributesForElements(in:)` that reaches this section (the single-element
    /// queries do not call it), with the items it returns
    /// (their `alpha`, `transform`… may be changed), the section's scroll offset (an orthogonal
    /// section's own; the collection view's `contentOffset` otherwise) and the layout environment.
    /// Apple: "called before each layout cycle, any time an animation occurs in that section due to
    /// changes such as adding or removing items, scrolling the section, or rotating the device."
    public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Blank space before the section's headers: the gap list appearances put between sections.
    var spacingBeforeBoundary: CGFloat = 0
    /// Whether the section's first item is its header (a list with `headerMode` `.firstItemInSection`).
    var firstItemIsHeader = false

    /// A section laid out as repeats of `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
