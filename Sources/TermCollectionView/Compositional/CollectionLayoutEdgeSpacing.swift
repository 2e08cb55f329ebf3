import Foundation

/// Space outside an item on each of its edges, used when its group places it: UIKit's
/// `NSCollectionLayoutEdgeSpacing`. Unlike `contentInsets`, edge spacing does not shrink the item;
/// it moves it and its neighbours. Along the group's axis `leading`/`trailing` (horizontal groups) or
/// `top`/`bottom` (vertical groups) add to the space between items; across it they move the item
/// inside the group (flexible on both sides centres it).
public final class CollectionLayoutEdgeSpacing: NSObject, NSCopying, @unchecked Sendable {
    public let leading: CollectionLayoutSpacing?
    public let top: CollectionLayoutSpacing?
    public let trailing: CollectionLayoutSpacing?
    public let bottom: CollectionLayoutSpacing?

    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionLayoutEdgeSpacing else { return false }
        return other.leading == leading && other.top == top && other.trailing == trailing && other.bottom == bottom
    }

    public override var hash: Int { 0 }
}
