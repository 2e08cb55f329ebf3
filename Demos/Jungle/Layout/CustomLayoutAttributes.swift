import Foundation
import TermCollectionView

extension JungleCup {
    /// The tutorial's `CustomLayoutAttributes`: the base attributes plus what the effects need.
    ///
    /// As Apple's subclassing notes for `UICollectionViewLayoutAttributes` require, `copy(with:)` copies
    /// the extra properties and `isEqual(_:)` compares them — the collection view re-applies attributes
    /// to a view only when they are not equal to the last ones, so a parallax change that `isEqual`
    /// ignored would never reach the cell.
    /// (Tutorial: https://www.raywenderlich.com/527-custom-uicollectionviewlayout-tutorial-with-parallax)
    final class CustomLayoutAttributes: CollectionViewLayoutAttributes {

        // MARK: - Properties

        /// The transform the cell applies to its picture (not to itself): the parallax offset.
        var parallax: CGAffineTransform = .identity
        /// The element's untransformed origin, kept so sticky and stretchy transforms can be computed
        /// from where the element was laid out.
        var initialOrigin: CGPoint = .zero
        /// How dark the header's overlay is, 0 (none) to `headerOverlayMaxAlphaValue`.
        var headerOverlayAlpha = CGFloat(0)

        // MARK: - Life Cycle

        override func copy(with zone: NSZone? = nil) -> Any {
            guard let copiedAttributes = super.copy(with: zone) as? CustomLayoutAttributes else {
                return super.copy(with: zone)
            }
            copiedAttributes.parallax = parallax
            copiedAttributes.initialOrigin = initialOrigin
            copiedAttributes.headerOverlayAlpha = headerOverlayAlpha
            return copiedAttributes
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let otherAttributes = object as? CustomLayoutAttributes else {
                return false
            }
            // The tutorial compares `NSValue(cgAffineTransform:)`s; there is no NSValue boxing of
            // CGAffineTransform on Linux, and the transform is Equatable.
            if otherAttributes.parallax != parallax
                || otherAttributes.initialOrigin != initialOrigin
                || otherAttributes.headerOverlayAlpha != headerOverlayAlpha {
                return false
            }
            return super.isEqual(object)
        }
    }
}
