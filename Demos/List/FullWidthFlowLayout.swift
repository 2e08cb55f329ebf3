import Foundation
import TermCollectionView

/// A vertical flow layout with one column: every item is as wide as the collection view and
/// `rowHeight` tall. `itemSize` is set in `prepare()`, as a UIKit subclass adapting to its bounds
/// does, so the uniform-size path keeps a million-item layout as cheap as a hundred-item one.
final class FullWidthFlowLayout: CollectionViewFlowLayout {
    private let rowHeight: CGFloat

    init(rowHeight: CGFloat) {
        self.rowHeight = rowHeight
        super.init()
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) {
        rowHeight = 1
        super.init(coder: coder)
    }

    override func prepare() {
        if let width = collectionView?.bounds.width, width > 0 {
            itemSize = CGSize(width: width, height: rowHeight)
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
