import Foundation

/// Where a supplementary item attaches to the item it decorates: UIKit's `NSCollectionLayoutAnchor`.
///
/// `edges` names the sides the supplementary item aligns with, inside the container (`[.top, .trailing]`
/// puts it in the top-trailing corner); an axis with neither of its edges named centres it on that
/// axis. The offset then moves it: `absoluteOffset` by points, `fractionalOffset` by fractions of the
/// supplementary item's own size — so `fractionalOffset: CGPoint(x: 0.3, y: -0.3)` lets a badge poke
/// out of the corner by 30 % of its size, as in Apple's "Implementing Modern Collection Views" badges.
public final class CollectionLayoutAnchor: NSObject, NSCopying, @unchecked Sendable {
    /// The sides of the container the supplementary item aligns with; an axis with neither edge named centres it.
    public let edges: DirectionalRectEdge
    /// The offset applied after aligning: points when `isAbsoluteOffset`, else fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether `offset` is in points (`absoluteOffset`) rather than fractions of the item's size.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary item's size (`fractionalOffset`).
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at `edges` with no offset.
    public convenience init(edges: DirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsoluteOffset: true)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true)
    }

    /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary item's size (`0.3` is 30 % of its width or height).
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

    /// The offset in points for a supplementary item of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }

    /// Returns `self`: an anchor is immutable, so a copy may share it.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
