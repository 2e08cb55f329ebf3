import Foundation

/// What UIKit Dynamics moves: UIKit's `UIDynamicItem`. Behaviours read `bounds` (its size gives the
/// item its mass) and set `center` (and could set `transform`). Layout attributes are dynamic items,
/// so an animator made for a collection view layout moves attributes the layout then returns.
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
    /// The item's position; behaviours move it.
    var center: CGPoint { get set }
    /// The item's size, at the origin: read only.
    var bounds: CGRect { get }
    /// The item's transform.
    var transform: CGAffineTransform { get set }
}

/// Layout attributes are dynamic items (`center`, `bounds`, `transform`), as in UIKit.
extension CollectionViewLayoutAttributes: DynamicItem {}
