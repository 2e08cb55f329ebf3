import UIKit

/// Asks for each item's height, as a photo waterfall asks for each photo's.
protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
}

/// A waterfall ("Pinterest") layout: items of varying height fill columns of equal width, each item
/// going to the shortest column; each section starts below the longest column of the one before.
/// Sizes are points, as on the phone.
class WaterfallLayout: UICollectionViewLayout {
    weak var delegate: WaterfallLayoutDelegate?

    var numberOfColumns = 3
    var cellPadding: CGFloat = 0

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var cacheByIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        guard cache.isEmpty, let collectionView = collectionView else { return }
        let columnWidth = (contentWidth / CGFloat(numberOfColumns)).rounded(.down)
        var xOffset: [CGFloat] = []
        for column in 0..<numberOfColumns {
            xOffset.append(CGFloat(column) * columnWidth)
        }
        for section in 0..<collectionView.numberOfSections {
            var yOffset = [CGFloat](repeating: contentHeight, count: numberOfColumns)
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
                let height = delegate?.collectionView(collectionView, heightForItemAt: indexPath) ?? 100
                let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
                cache.append(attributes)
                cacheByIndexPath[indexPath] = attributes
                contentHeight = max(contentHeight, frame.maxY)
                yOffset[column] = yOffset[column] + height
            }
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cacheByIndexPath[indexPath]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return newBounds.width != collectionView?.bounds.width
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        cache.removeAll()
        cacheByIndexPath.removeAll()
        contentHeight = 0
    }
}
