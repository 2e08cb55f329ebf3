import Foundation

/// Where a supplementary item attaches to the item it decorates: UIKit's `NSCollectionLayoutAnchor`.
///
/// `edges` names the sides the supplementary item aligns with, inside the container (`[.top, .trailing]`
/// puts it in the top-trailing corner); an axis with neither of its edges named centres it on that
/// axis. The offset then moves it: `absoluteOffset` by cells, `fractionalOffset` by fractions of the
/// supplementary item's own size — so `fractionalOffset: CGPoint(x: 0.3, y: -0.3)` lets a badge poke
/// out of the corner by 30 % of its size, as in Apple's "Implementing Modern Collection Views" badges.
public final class CollectionLayoutAnchor: NSObject, NSCopying, @unchecked Sendable {
    public let edges: DirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: DirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsoluteOffset: true)
    }

    public convenience init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true)
    }

    public convenience init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsoluteOffset: false)
    }

    init(edges: DirectionalRectEdge, offset: CGPoint, isAbsoluteOffset: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsoluteOffset
    }

    /// The point of `rect` the edges name (the middle on an axis with no edge named).
    func point(in rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in cells for a supplementary item of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
