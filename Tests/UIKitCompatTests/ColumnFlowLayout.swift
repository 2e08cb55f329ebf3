// A layout file as written for UIKit, in the shape of Apple's "column flow" sample from
// "Customizing Collection View Layouts": item size and section inset computed in prepare() from the
// collection view's bounds, after super.prepare(). Only the import line differs from the iOS file.
import UIKitCompat

class ColumnFlowLayout: UICollectionViewFlowLayout {

    var minColumnWidth: CGFloat = 300.0
    var cellHeight: CGFloat = 70.0

    override func prepare() {
        super.prepare()

        guard let collectionView = collectionView else { return }

        let availableWidth = collectionView.bounds.width
        let maxNumColumns = max(1, Int(availableWidth / minColumnWidth))
        let cellWidth = (availableWidth / CGFloat(maxNumColumns)).rounded(.down)

        self.itemSize = CGSize(width: cellWidth, height: cellHeight)
        self.sectionInset = UIEdgeInsets(top: self.minimumLineSpacing, left: 0.0, bottom: 0.0, right: 0.0)
    }
}
