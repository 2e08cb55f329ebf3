// A layout file as written for UIKit, in the shape of Apple's "column flow" sample from
// "Customizing Collection View Layouts": its own initializer with the coder boilerplate, item size and
// section inset computed in prepare() from the bounds inside the layout margins, after
// super.prepare(), the section inset measured from the safe area, and deleted items that shrink and
// fade through the disappearing-attributes hook. Only the import line differs from the iOS file.
import UIKitCompat

class ColumnFlowLayout: UICollectionViewFlowLayout {

    let minColumnWidth: CGFloat
    let cellHeight: CGFloat

    private var deletingIndexPaths = [IndexPath]()

    init(minColumnWidth: CGFloat, cellHeight: CGFloat) {
        self.minColumnWidth = minColumnWidth
        self.cellHeight = cellHeight
        super.init()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()

        guard let collectionView = collectionView else { return }

        let availableWidth = collectionView.bounds.inset(by: collectionView.layoutMargins).width
        let maxNumColumns = Int(availableWidth / minColumnWidth)
        let cellWidth = (availableWidth / CGFloat(maxNumColumns)).rounded(.down)

        self.itemSize = CGSize(width: cellWidth, height: cellHeight)
        self.sectionInset = UIEdgeInsets(top: self.minimumInteritemSpacing, left: 0.0, bottom: 0.0, right: 0.0)
        self.sectionInsetReference = .fromSafeArea
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)

        for update in updateItems where update.updateAction == .delete {
            if let indexPath = update.indexPathBeforeUpdate {
                deletingIndexPaths.append(indexPath)
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        deletingIndexPaths.removeAll()
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) else { return nil }

        if deletingIndexPaths.contains(itemIndexPath) {
            attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            attributes.alpha = 0.0
            attributes.zIndex = 0
        }

        return attributes
    }
}
