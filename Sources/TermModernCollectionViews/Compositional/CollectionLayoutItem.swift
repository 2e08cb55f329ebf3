import Foundation

/// The smallest piece of a compositional layout, one cell: UIKit's `NSCollectionLayoutItem`.
///
/// The item's frame is its `layoutSize` resolved against its container (the group that holds it),
/// placed by the group with `edgeSpacing` around it; the cell then gets that frame less
/// `contentInsets`. Fractional sizes are computed before the insets, so insets never change how many
/// items fit. As UIKit documents, insets on an axis with an `.estimated` dimension are ignored.
@preconcurrency @MainActor
public class CollectionLayoutItem: NSObject {
    /// The item's size, resolved against its container.
    public let layoutSize: CollectionLayoutSize
    /// Space between the item's frame and its content (the cell, or a group's subitems).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the item that its group keeps free when placing it.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Supplementary views anchored to the item (badges), one per item per kind.
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// An item of `layoutSize` with no supplementary items.
    public convenience init(layoutSize: CollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary views (badges) anchored to it.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// `frame` less `contentInsets`, except on an axis whose dimension is estimated.
    func contentFrame(of frame: CGRect) -> CGRect {
        var insets = contentInsets
        if layoutSize.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
        return CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                      width: max(0, frame.width - insets.leading - insets.trailing),
                      height: max(0, frame.height - insets.top - insets.bottom))
    }
}
