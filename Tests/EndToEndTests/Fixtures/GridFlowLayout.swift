import UIKit

/// A flow layout configured in its initializer, with three-row section headers; as UIKit requires of a
/// subclass that adds an initializer, it declares `required init?(coder:)`.
class GridFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 12, height: 3)
        minimumInteritemSpacing = 1
        minimumLineSpacing = 0
        headerReferenceSize = CGSize(width: 0, height: 3)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
