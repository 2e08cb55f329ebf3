import Foundation
import TermCollectionView

/// A cover-flow carousel written the way UIKit tutorials write one: a horizontal flow layout whose
/// section insets let the first and last card rest centred, whose cards shrink and fade with their
/// distance from the middle of the screen, and whose scrolling snaps so a card comes to rest centred.
///
/// - `prepare()` sets the direction, the card size, the spacing and the insets from the collection view's size before `super.prepare()`: half the
///   free width left and right (so card 0 centres at offset 0 and the last card at the largest
///   offset), half the free height above and below (one card per column).
/// - `layoutAttributesForElements(in:)` copies super's attributes and scales (`transform`), fades
///   (`alpha`) and orders (`zIndex`) each card by its distance from the visible centre; the effect
///   fades in over one pitch (card width plus spacing): centred 100 %, a neighbour at rest 75 % and
///   half alpha.
/// - `shouldInvalidateLayout(forBoundsChange:)` is `true`: every scroll step changes the effect.
/// - `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` rests the card whose
///   centre is nearest the middle of the proposed offset at the middle of the screen. The velocity
///   only breaks a tie (a proposal exactly between two cards goes the way the user was moving):
///   key presses are steps, not flings — the proposal already is where the keys took the content, so a
///   momentum rule ("a fast drag goes one card further") would carry a page key past the page. A
///   small nudge thus springs back to its card and a page key lands on the card nearest the page.
final class CarouselFlowLayout: CollectionViewFlowLayout {
    /// The size of a card at rest in the middle.
    static let cardSize = CGSize(width: 24, height: 9)
    /// The smallest scale and alpha, reached one pitch from the centre.
    static let minimumScale: CGFloat = 0.75
    static let minimumAlpha: CGFloat = 0.5

    /// The distance between the centres of two neighbouring cards.
    var pitch: CGFloat { itemSize.width + minimumLineSpacing }

    override func prepare() {
        // Configured here rather than in an initializer, so the class inherits every initializer of
        // its superclass; each setter invalidates only when the value changes.
        scrollDirection = .horizontal
        itemSize = Self.cardSize
        minimumLineSpacing = 2
        minimumInteritemSpacing = 0
        if let collectionView {
            let size = collectionView.bounds.size
            let horizontal = max(0, (size.width - itemSize.width) / 2)
            let vertical = max(0, (size.height - itemSize.height) / 2)
            let inset = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
            if sectionInset != inset { sectionInset = inset }
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map(withCardEffect)
    }

    /// The same effect as the rect query: UIKit's `layoutAttributesForItem(at:)` returns the
    /// attributes of the item the collection view shows, and the fuzzer (`tcv fuzz`) checks both agree.
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(withCardEffect)
    }

    /// A copy of `original` scaled, faded and ordered by its distance from the visible centre.
    private func withCardEffect(_ original: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let copy = original.copy() as! CollectionViewLayoutAttributes
        guard let collectionView, copy.representedElementCategory == .cell else { return copy }
        let visibleCenterX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        let closeness = 1 - min(1, abs(copy.center.x - visibleCenterX) / pitch)
        let scale = Self.minimumScale + (1 - Self.minimumScale) * closeness
        copy.transform = CGAffineTransform(scaleX: scale, y: scale)
        copy.alpha = Self.minimumAlpha + (1 - Self.minimumAlpha) * closeness
        copy.zIndex = Int((scale * 100).rounded())
        return copy
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let width = collectionView.bounds.width
        let proposedCenterX = proposedContentOffset.x + width / 2
        let searchRect = CGRect(x: proposedContentOffset.x - width, y: 0, width: 3 * width,
                                height: collectionView.bounds.height + collectionView.contentSize.height)
        let cards = (super.layoutAttributesForElements(in: searchRect) ?? []).filter { $0.representedElementCategory == .cell }
        var best: CollectionViewLayoutAttributes?
        for card in cards {
            guard let current = best else { best = card; continue }
            let distance = abs(card.center.x - proposedCenterX)
            let bestDistance = abs(current.center.x - proposedCenterX)
            let isTie = abs(distance - bestDistance) < 0.001
            let goesTheUsersWay = velocity.x > 0 ? card.center.x > proposedCenterX : velocity.x < 0 && card.center.x < proposedCenterX
            if distance < bestDistance && !isTie || isTie && goesTheUsersWay { best = card }
        }
        guard let best else { return proposedContentOffset }
        return CGPoint(x: best.center.x - width / 2, y: proposedContentOffset.y)
    }
}
