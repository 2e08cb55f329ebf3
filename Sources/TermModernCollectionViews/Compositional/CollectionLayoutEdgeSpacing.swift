import Foundation

/// Space outside an item on each of its edges, used when its group places it: UIKit's
/// `NSCollectionLayoutEdgeSpacing`. Unlike `contentInsets`, edge spacing does not shrink the item;
/// it moves it and its neighbours. Along the group's axis `leading`/`trailing` (horizontal groups) or
/// `top`/`bottom` (vertical groups) add to the space between items; across it they move the item
/// inside the group (flexible on both sides centres it).
public final class CollectionLayoutEdgeSpacing: NSObject, NSCopying, @unchecked Sendable {
    /// Space on the leading side, or `nil` for none.
    public let leading: CollectionLayoutSpacing?
    /// Space above, or `nil` for none.
    public let top: CollectionLayoutSpacing?
    /// Space on the trailing side, or `nil` for none.
    public let trailing: CollectionLayoutSpacing?
    /// Space below, or `nil` for none.
    public let bottom: CollectionLayoutSpacing?

    /// Spacing on each edge; `nil` leaves that edge without.
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// Returns `self`: edge spacing is immutable, so a copy may share it.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionLayoutEdgeSpacing else { return false }
        return other.leading == leading && other.top == top && other.trailing == trailing && other.bottom == bottom
    }

    public override var hash: Int { 0 }
}
