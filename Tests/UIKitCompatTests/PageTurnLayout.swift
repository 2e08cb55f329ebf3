// A page-turn horizontal pager in the shape of the "animated collection view layout" libraries: a
// full-width flow layout whose attributes subclass carries each page's scroll progress; the cell
// turns its content view about its leading or trailing edge in `apply(_:)`, with `anchorPoint` and a
// perspective `m34`, as those libraries' page animators do. Also the small UIKit around layouts that
// real files touch: layout direction, NSValue boxing, scroll indicators. Only the import differs.
import UIKitCompat

class PageTurnAttributes: UICollectionViewLayoutAttributes {
    /// -1 … 1: how far the page is from the centre of the screen (negative: to the left).
    var progress: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PageTurnAttributes
        copy.progress = progress
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? PageTurnAttributes, other.progress == progress else { return false }
        return super.isEqual(object)
    }
}

class PageTurnLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { PageTurnAttributes.self }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        minimumLineSpacing = 0
        itemSize = collectionView.bounds.size
        collectionView.showsHorizontalScrollIndicator = false
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect)?.compactMap({ $0.copy() as? PageTurnAttributes })
        else { return nil }
        let width = collectionView.bounds.width
        let rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        for item in attributes {
            let distance = (item.center.x - collectionView.contentOffset.x - width / 2) / width
            item.progress = max(-1, min(1, rightToLeft ? -distance : distance))
        }
        return attributes
    }
}

class PageTurnCell: UICollectionViewCell {
    /// The turn each page's content got in its last `apply(_:)`, boxed as the libraries keep it.
    var lastAnchor: NSValue?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? PageTurnAttributes else { return }
        let progress = attributes.progress
        // Turn about the edge nearer the centre: the left page about its right edge, and back.
        contentView.layer.anchorPoint = CGPoint(x: progress < 0 ? 1 : 0, y: 0.5)
        contentView.frame = bounds
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        contentView.layer.transform = CATransform3DRotate(transform, progress * .pi / 2, 0, 1, 0)
        lastAnchor = NSValue(cgPoint: contentView.layer.anchorPoint)
    }
}
