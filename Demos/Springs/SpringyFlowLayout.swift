import Foundation
import TermCollectionView

/// The springy flow layout Apple taught with UIKit Dynamics (WWDC 2013, "Advanced Techniques with
/// UIKit Dynamics"): every item hangs from its place in the flow by a `AttachmentBehavior` of length 0;
/// a scroll pulls each item along with the content less the further it is from the finger (an item a
/// screen's height away stays where it was on the page), and the springs bring it back. The layout answers from its `DynamicAnimator`, which the collection view
/// steps on its clock, invalidating the layout as the items move.
///
/// Unlike the talk's code it springs copies of the flow layout's attributes: changing `super`'s own
/// objects in place is what UIKit logs as a "cached frame mismatch".
final class SpringyFlowLayout: CollectionViewFlowLayout {
    /// The springs' damping ratio (0 springs for ever, 1 settles without overshoot).
    var damping: CGFloat = 0.6 {
        didSet { for spring in springs { spring.damping = damping } }
    }
    /// The springs' frequency in hertz.
    var frequency: CGFloat = 1.5

    private(set) lazy var animator = DynamicAnimator(collectionViewLayout: self)
    private var springs: [AttachmentBehavior] { animator.behaviors.compactMap { $0 as? AttachmentBehavior } }
    /// The content width the springs were attached for.
    private var springWidth: CGFloat?

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        // Attached once per width (the flow lays out again when the width changes).
        guard springWidth != collectionView.bounds.width else { return }
        springWidth = collectionView.bounds.width
        animator.removeAllBehaviors()
        let content = CGRect(origin: .zero, size: collectionViewContentSize)
        for item in super.layoutAttributesForElements(in: content) ?? [] {
            guard let copy = item.copy() as? CollectionViewLayoutAttributes else { continue }
            let spring = AttachmentBehavior(item: copy, attachedToAnchor: copy.center)
            spring.length = 0
            spring.damping = damping
            spring.frequency = frequency
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        animator.items(in: rect).compactMap { $0 as? CollectionViewLayoutAttributes }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }

    /// Pulls every item by the scroll, less the further it is from the finger, and lets the springs
    /// act; returns `false`: the animator invalidates the layout as it moves the items.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let delta = newBounds.minY - collectionView.bounds.minY
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for spring in springs {
            guard let item = spring.items.first else { continue }
            let share = min(1, abs(touch.y - spring.anchorPoint.y) / max(1, newBounds.height))
            var center = item.center
            center.y += delta > 0 ? min(delta, delta * share) : max(delta, delta * share)
            item.center = center
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }
}
