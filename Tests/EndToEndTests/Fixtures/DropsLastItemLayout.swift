import UIKit

/// A one-column list, rows three high, with a planted bug for `tcv fuzz`: the rect query never returns
/// the last item of a section, so the collection view cannot show it.
class DropsLastItemLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: 3)
                cache.append(attributes)
                y += 3
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 3)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { attributes in
            guard let collectionView = collectionView else { return false }
            let isLast = attributes.indexPath.item == collectionView.numberOfItems(inSection: attributes.indexPath.section) - 1
            return attributes.frame.intersects(rect) && !isLast
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
