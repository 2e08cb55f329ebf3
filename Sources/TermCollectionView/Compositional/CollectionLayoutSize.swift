import Foundation

/// The width and height of a compositional layout element: UIKit's `NSCollectionLayoutSize`.
public final class CollectionLayoutSize: NSObject, NSCopying, @unchecked Sendable {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in cells inside a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: max(0, widthDimension.resolved(in: container)),
               height: max(0, heightDimension.resolved(in: container)))
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionLayoutSize else { return false }
        return other.widthDimension == widthDimension && other.heightDimension == heightDimension
    }

    public override var hash: Int { widthDimension.hash ^ heightDimension.hash }

    public override var description: String { "{\(widthDimension), \(heightDimension)}" }
}
