import UIKit

/// Rows of 44 points whose rect query reads one row past its cache when the rect reaches the end of
/// the content: the fuzzer's check of the whole content asks there before any session scrolls.
class CrashingRectQueryLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard let collectionView = collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 44, width: collectionView.bounds.width, height: 44)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 44)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = max(0, Int(rect.minY / 44))
        let last = Int(rect.maxY / 44) + 1
        return Array(cache[first...last])
    }
}
