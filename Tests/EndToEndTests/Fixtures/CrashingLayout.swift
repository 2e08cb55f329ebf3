import UIKit

/// Rows of 44 points, every section's items one after another, whose rect query reads one row past
/// its cache: fine at the top, an index out of range once the rect reaches the end of the content.
class CrashingLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var byIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    override func prepare() {
        guard let collectionView = collectionView else { return }
        cache = []
        byIndexPath = [:]
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: CGFloat(cache.count) * 44, width: collectionView.bounds.width, height: 44)
                cache.append(attributes)
                byIndexPath[attributes.indexPath] = attributes
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 44)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        byIndexPath[indexPath]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = max(0, Int(rect.minY / 44))
        let last = Int(rect.maxY / 44) + 1
        return Array(cache[first...last])
    }
}
