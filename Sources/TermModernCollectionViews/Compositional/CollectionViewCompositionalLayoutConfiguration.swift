import Foundation

/// Layout-wide settings of a compositional layout: UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
/// The layout reads it in each `prepare()` after an invalidation; changing it on a layout in use
/// takes effect once the layout is invalidated (setting the layout's `configuration` does that).
@preconcurrency @MainActor
public final class CollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the sections follow one another.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first section and after the last. Their
    /// index path is `IndexPath(item: 0, section: 0)`.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// What the environment's container insets are measured from.
    public var contentInsetsReference: ContentInsetsReference = .automatic

    public override init() {
        super.init()
    }
}
