import Foundation

/// A supplementary view anchored to an item, such as a badge: UIKit's `NSCollectionLayoutSupplementaryItem`.
///
/// Its size is resolved against the item's frame; `containerAnchor` places it against that frame (see
/// `CollectionLayoutAnchor`). With an `itemAnchor`, the point of the supplementary view that
/// `itemAnchor` names (its edges and offset, measured on the supplementary view) is put on the
/// container's anchor point instead, so `containerAnchor: [.top, .trailing]`, `itemAnchor: [.bottom, .leading]`
/// sits the view outside the top-trailing corner. Its index path is the item's. The data source
/// provides the view through `collectionView(_:viewForSupplementaryElementOfKind:at:)` for every item.
@preconcurrency @MainActor
public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// The supplementary view's kind, passed to the data source's `viewForSupplementaryElementOfKind`.
    public let elementKind: String
    /// Where on the item's frame the view is placed.
    public let containerAnchor: CollectionLayoutAnchor
    /// The point of the supplementary view put on the container anchor's point; `nil` aligns the view inside the item as `containerAnchor` says.
    public let itemAnchor: CollectionLayoutAnchor?
    /// Drawing order against the cells; 1 by default here so a badge draws over its cell (UIKit does
    /// not document a default).
    public var zIndex: Int = 1

    /// A supplementary view of `layoutSize` placed inside the item by `containerAnchor`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary view of `layoutSize` whose `itemAnchor` point sits on the item's `containerAnchor` point.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
                itemAnchor: CollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The supplementary view's frame for an item whose frame is `container`.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let own = CGRect(origin: .zero, size: size)
        let target = containerAnchor.point(in: container)
        let shift = containerAnchor.offset(for: size)
        let attached: CGPoint
        if let itemAnchor {
            let point = itemAnchor.point(in: own)
            let itemShift = itemAnchor.offset(for: size)
            attached = CGPoint(x: point.x + itemShift.x, y: point.y + itemShift.y)
        } else {
            attached = containerAnchor.point(in: own)
        }
        return CGRect(x: target.x + shift.x - attached.x, y: target.y + shift.y - attached.y,
                      width: size.width, height: size.height)
    }
}
