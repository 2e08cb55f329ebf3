import Foundation
import TermCanvas
import TermCollectionView

/// Layout attributes that carry a section background's colour to its decoration view.
///
/// `UICollectionViewLayoutAttributes` has no colour, so section-background layouts add one in a subclass
/// and hand it to the view through `apply(_:)` — the pattern of e.g. nick6969/collectionViewDemo's
/// `BackgroundColorLayoutAttributes` and cuzv/ExtensionKitObjc's `_EKSectionBackgroundLayoutAttributes`.
/// `copy(with:)` and `isEqual(_:)` include the colour: the collection view copies attributes before
/// applying them and re-applies only when they differ, so a colour change must make them unequal.
public final class SectionBackgroundLayoutAttributes: CollectionViewLayoutAttributes {
    /// The section's background colour where the terminal has colours; `nil` keeps the terminal's own.
    public var color: Color?

    /// A copy with the colour.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! SectionBackgroundLayoutAttributes
        copy.color = color
        return copy
    }

    /// Equal when the colour and every inherited property match.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SectionBackgroundLayoutAttributes else { return false }
        return other.color == color && super.isEqual(object)
    }
}
