import Foundation
import TermCollectionView

/// One full-width row per item, 3 rows high, in a single column: frames a test computes by hand
/// (item i is at y = 3i). Counts `prepare()` calls so a test can see when the window laid it out.
class RowsLayout: CollectionViewLayout {
    private var cache: [CollectionViewLayoutAttributes] = []
    private(set) var prepareCount = 0

    override func prepare() {
        prepareCount += 1
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item * 3), width: collectionView.bounds.width, height: 3)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count * 3))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}
