import UIKit

/// A list of 44-point rows whose rect query reads one row past its cache: fine at the top, an index
/// out of range once the rect reaches the end of the content (`G`).
class CrashingLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard cache.isEmpty, let collectionView = collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 44, width: collectionView.bounds.width, height: 44)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 44)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = max(0, Int(rect.minY / 44))
        let last = Int(rect.maxY / 44) + 1
        return Array(cache[first...last])
    }
}
