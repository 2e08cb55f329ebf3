import Foundation

/// Space beside an item or between the items of a group: UIKit's `NSCollectionLayoutSpacing`.
///
/// `.fixed` is exactly that many points. `.flexible` is at least that many; the room a group has left
/// after placing its items at their sizes and minimum spacings is shared equally by all flexible
/// spacings of the group, so flexible inter-item spacing spreads the items to both ends and
/// flexible leading and trailing edge spacing centres them.
public final class CollectionLayoutSpacing: NSObject, NSCopying, @unchecked Sendable {
    /// The fixed spacing, or the minimum of a flexible one.
    public let spacing: CGFloat
    /// Whether the spacing may grow beyond `spacing` to share leftover room.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// Spacing that can grow beyond `flexibleSpacing` to take up leftover room.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }

    /// Spacing of exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    /// Returns `self`: spacing is immutable, so a copy may share it.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionLayoutSpacing else { return false }
        return other.spacing == spacing && other.isFlexibleSpacing == isFlexibleSpacing
    }

    public override var hash: Int { spacing.hashValue }

    public override var description: String { isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))" }
}
