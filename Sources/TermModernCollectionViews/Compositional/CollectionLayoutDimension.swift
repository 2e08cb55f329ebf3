import Foundation

/// One length of a compositional layout element: UIKit's `NSCollectionLayoutDimension`.
///
/// Fractions are of the element's *container*: a section's top-level group measures against the
/// section's content area (the collection view's content size less `contentInsetsReference` and the
/// section's `contentInsets`); an item measures against the content area of the group that holds it
/// (the group's size less the group's `contentInsets`). Lengths are in points (cells at one point per cell).
///
/// `.estimated` starts at its estimate and self-sizes through the cell's
/// `preferredLayoutAttributesFitting(_:)` (shared with the flow layout's self-sizing) where the
/// layout can keep its arithmetic: an item's length along the scroll axis, when the item sits
/// directly in a top-level group that runs across the scroll axis (the rows of a vertical list, a
/// row of tags) — and a section header's or footer's (a boundary supplementary item's) length along
/// the scroll axis. Every other estimated dimension, and other estimated supplementary views, keep the estimate.
/// Only those sections pay per item: one stored length per measured item.
public final class CollectionLayoutDimension: NSObject, NSCopying, @unchecked Sendable {
    enum Kind: Equatable, Sendable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
    }

    let kind: Kind
    /// The fraction, or the length in points for absolute and estimated dimensions.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimated length in points: laid out at the estimate, then self-sized where the type's
    /// documentation says.
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the length is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the length is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the length is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the length is an estimate the element may self-size from.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in points inside a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }

    /// Returns `self`: a dimension is immutable, so a copy may share it.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionLayoutDimension else { return false }
        return other.kind == kind && other.dimension == dimension
    }

    public override var hash: Int { dimension.hashValue }

    public override var description: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension))"
        case .fractionalHeight: "fractionalHeight(\(dimension))"
        case .absolute: "absolute(\(dimension))"
        case .estimated: "estimated(\(dimension))"
        }
    }
}
