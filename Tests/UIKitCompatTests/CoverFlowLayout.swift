// A cover-flow-style carousel in the shape of the many "scale and fade the side items" flow layout
// subclasses: a horizontal flow whose items shrink and fade with their distance from the centre of
// the visible area, the centre one on top, snapping so an item rests centred. Only the import line
// differs from the iOS original.
import UIKitCompat

class CoverFlowLayout: UICollectionViewFlowLayout {
    /// The distance from the centre at which an item reaches its smallest scale.
    var activeDistance: CGFloat = 24
    /// The scale (and opacity) of items `activeDistance` or more from the centre.
    var minimumScale: CGFloat = 0.5

    override init() {
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect)?.map({ $0.copy() as! UICollectionViewLayoutAttributes })
        else { return nil }
        let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        for item in attributes where item.representedElementCategory == .cell {
            let distance = abs(visibleRect.midX - item.center.x)
            let normalized = min(distance / activeDistance, 1)
            let scale = 1 - (1 - minimumScale) * normalized
            item.transform3D = CATransform3DMakeScale(scale, scale, 1)
            item.alpha = scale
            item.zIndex = Int((scale * 10).rounded())
        }
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let targetRect = CGRect(x: proposedContentOffset.x, y: 0,
                                width: collectionView.bounds.width, height: collectionView.bounds.height)
        guard let candidates = super.layoutAttributesForElements(in: targetRect) else { return proposedContentOffset }
        let proposedCenterX = proposedContentOffset.x + collectionView.bounds.width / 2
        var offsetAdjustment = CGFloat.greatestFiniteMagnitude
        for attributes in candidates where attributes.representedElementCategory == .cell {
            let itemOffset = attributes.center.x - proposedCenterX
            if abs(itemOffset) < abs(offsetAdjustment) {
                offsetAdjustment = itemOffset
            }
        }
        return CGPoint(x: proposedContentOffset.x + offsetAdjustment, y: proposedContentOffset.y)
    }
}
