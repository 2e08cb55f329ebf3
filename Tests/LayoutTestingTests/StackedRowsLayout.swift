import Foundation
import TermCollectionView

/// A layout small enough to compute by hand: every item a full-width row `rowHeight` points tall,
/// one after another through all sections. `forgottenItem`, when set, is a planted bug: the rect query
/// leaves that item out while `layoutAttributesForItem(at:)` still answers for it.
final class StackedRowsLayout: CollectionViewLayout {
    var rowHeight: CGFloat = 3
    var forgottenItem: IndexPath?
    private var attributes: [CollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        attributes = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let element = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                element.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: rowHeight)
                attributes.append(element)
                y += rowHeight
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: attributes.last?.frame.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) && $0.indexPath != forgottenItem }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
