import UIKit

/// A flow layout configured in its initializer, with one-row section headers.
class GridFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 12, height: 3)
        minimumInteritemSpacing = 1
        minimumLineSpacing = 0
        headerReferenceSize = CGSize(width: 0, height: 3)
    }
}
