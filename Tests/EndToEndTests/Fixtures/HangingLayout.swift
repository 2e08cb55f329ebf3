import UIKit

/// Pages of 100-point rows; `prepare()` fills the screen a page at a time, and never finishes on a
/// screen shorter than one row (a page of no rows fills nothing).
class HangingLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard let collectionView = collectionView else { return }
        let rowsPerPage = Int(collectionView.bounds.height / 100)
        var filled: CGFloat = 0
        while filled < collectionView.bounds.height {
            filled += CGFloat(rowsPerPage) * 100
        }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: collectionView.bounds.width, height: 100)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 100)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.section == 0 && cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}
