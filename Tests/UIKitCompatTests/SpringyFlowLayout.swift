// The springy flow layout of Apple's WWDC 2013 session 217 ("Exploring Scroll Views on iOS 7") and
// session 221 ("Advanced Techniques with UIKit Dynamics"), in Swift, as countless blog posts port it:
// one UIAttachmentBehavior per item, items dragged along the scroll by their distance from the touch.
// Only the import line differs from iOS (and it copies super's attributes, which UIKit asks for).
import UIKitCompat

class SpringyFlowLayout: UICollectionViewFlowLayout {
    var dynamicAnimator: UIDynamicAnimator!

    override init() {
        super.init()
        itemSize = CGSize(width: 20, height: 2)
        minimumLineSpacing = 1
        dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard dynamicAnimator.behaviors.isEmpty else { return }
        let contentRect = CGRect(origin: .zero, size: collectionViewContentSize)
        let items = super.layoutAttributesForElements(in: contentRect)?.map { $0.copy() as! UICollectionViewLayoutAttributes } ?? []
        for item in items {
            let behaviour = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            behaviour.length = 0
            behaviour.damping = 0.8
            behaviour.frequency = 1
            dynamicAnimator.addBehavior(behaviour)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return dynamicAnimator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let scrollView = collectionView else { return false }
        let delta = newBounds.origin.y - scrollView.bounds.origin.y
        let touchLocation = scrollView.panGestureRecognizer.location(in: scrollView)
        for case let springBehaviour as UIAttachmentBehavior in dynamicAnimator.behaviors {
            let yDistanceFromTouch = abs(touchLocation.y - springBehaviour.anchorPoint.y)
            let xDistanceFromTouch = abs(touchLocation.x - springBehaviour.anchorPoint.x)
            let scrollResistance = (yDistanceFromTouch + xDistanceFromTouch) / 15
            guard let item = springBehaviour.items.first else { continue }
            var center = item.center
            center.y += delta < 0 ? max(delta, delta * scrollResistance) : min(delta, delta * scrollResistance)
            item.center = center
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}
