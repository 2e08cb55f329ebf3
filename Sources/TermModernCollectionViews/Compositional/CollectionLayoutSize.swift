import Foundation

/// The width and height of a compositional layout element: UIKit's `NSCollectionLayoutSize`.
public final class CollectionLayoutSize: NSObject, NSCopying, @unchecked Sendable {
    /// The width, as a fraction of the container, an absolute length or an estimate.
    public let widthDimension: CollectionLayoutDimension
    /// The height, as a fraction of the container, an absolute length or an estimate.
    public let heightDimension: CollectionLayoutDimension

    /// A size from a width and a height dimension.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points inside a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: max(0, widthDimension.resolved(in: container)),
               height: max(0, heightDimension.resolved(in: container)))
    }

    /// Returns `self`: a size is immutable, so a copy may share it.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionLayoutSize else { return false }
        return other.widthDimension == widthDimension && other.heightDimension == heightDimension
    }

    public override var hash: Int { widthDimension.hash ^ heightDimension.hash }

    public override var description: String { "{\(widthDimension), \(heightDimension)}" }
}
