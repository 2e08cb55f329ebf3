// Layouts and views configured through their own initializers, as UIKit code writes them: a subclass
// that declares a designated initializer must also provide UIKit's `required init?(coder:)` (NSCoding).
// Only the import line differs from the iOS original.
import UIKitCompat

/// A fixed-column grid whose column count and row height are chosen at creation.
class ColumnGridLayout: UICollectionViewLayout {
    let numberOfColumns: Int
    let rowHeight: CGFloat

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    init(numberOfColumns: Int, rowHeight: CGFloat) {
        self.numberOfColumns = numberOfColumns
        self.rowHeight = rowHeight
        super.init()
    }

    override convenience init() {
        self.init(numberOfColumns: 3, rowHeight: 3)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        let columnWidth = collectionView.bounds.width / CGFloat(numberOfColumns)
        let count = collectionView.numberOfItems(inSection: 0)
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat(item % numberOfColumns) * columnWidth,
                                      y: CGFloat(item / numberOfColumns) * rowHeight,
                                      width: columnWidth, height: rowHeight)
            cache.append(attributes)
        }
        contentHeight = CGFloat((count + numberOfColumns - 1) / numberOfColumns) * rowHeight
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache[indexPath.item]
    }
}

/// A flow layout that sets itself up the same way from code and from a storyboard.
class TightFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        minimumLineSpacing = 0
        minimumInteritemSpacing = 1
        itemSize = CGSize(width: 6, height: 2)
    }
}

/// The usual programmatic cell.
class TitleCell: UICollectionViewCell {
    static let reuseIdentifier = "TitleCell"

    override init(frame: CGRect) {
        super.init(frame: frame)
        text = "title"
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A reusable view that also supports storyboards.
class BadgeView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        text = "badge"
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        text = "badge"
    }
}
