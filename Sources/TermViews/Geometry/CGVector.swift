import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector: Core Graphics' `CGVector` (gravity directions, dynamics forces, the
/// velocity of a drag). Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not this one.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of `dx` and `dy` given as `Double`s.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of `dx` and `dy` given as `Int`s.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// The vector as `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
#endif
