import UIKit

/// Rows of 44 points, every section's items one after another. On each scroll it looks at the row
/// ten below the top of the new bounds — past its cache once the top is within ten rows of the end
/// (`G`): an index out of range.
class CrashingLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard let collectionView = collectionView else { return }
        cache = []
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: CGFloat(cache.count) * 44, width: collectionView.bounds.width, height: 44)
                cache.append(attributes)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 44)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let row = cache[Int(newBounds.minY / 44) + 10]
        return row.frame.width != newBounds.width
    }
}
