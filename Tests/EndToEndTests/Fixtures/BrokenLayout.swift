import UIKit

class BrokenLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize {
        return CGSize(width: 10, height: 10)
    }

    override func prepare() {
        let columns: Int = "three"
    }
}
