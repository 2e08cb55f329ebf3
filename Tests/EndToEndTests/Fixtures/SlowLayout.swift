import Foundation
import UIKit

/// Rows of 44 points whose `prepare()` works for 20 seconds once anything invalidates it (every
/// scroll does): user code that keeps the run loop busy.
class SlowLayout: UICollectionViewLayout {
    private var passes = 0

    override func prepare() {
        passes += 1
        guard passes > 1 else { return }
        let end = Date().addingTimeInterval(20)
        while Date() < end {}
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: 44 * 30)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: collectionView?.bounds.width ?? 0, height: 44)
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
