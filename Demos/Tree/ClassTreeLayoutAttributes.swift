import Foundation
import TermCollectionView

/// A class cell's attributes with the index paths of its subclasses: the guide's `MyCustomAttributes`
/// ("Custom Layouts: A Worked Example", Listing 6-3). The second pass of `prepare()` reads `children`
/// to line a class's subtree up with the class.
final class ClassTreeLayoutAttributes: CollectionViewLayoutAttributes {
    /// The index paths of the direct subclasses, in the next section.
    var children: [IndexPath] = []

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ClassTreeLayoutAttributes
        copy.children = children
        return copy
    }

    /// As the guide says, subclassed attributes must compare their own property, then ask `super`.
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ClassTreeLayoutAttributes, other.children == children else { return false }
        return super.isEqual(object)
    }
}
