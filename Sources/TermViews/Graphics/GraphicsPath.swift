import Foundation

/// A path's outline: Core Graphics' `CGPath` (`CGPath` in UIKitCompat), kept as the shape it was
/// made from and its bounding box — what a terminal can use of a shadow or clip path.
public struct GraphicsPath: Hashable, Sendable {
    /// The shapes a path is made from here.
    public enum Shape: Hashable, Sendable {
        case rect, roundedRect(cornerRadius: CGFloat), oval
    }

    /// The shape.
    public let shape: Shape
    /// The smallest rectangle holding the path (`CGPath.boundingBox`).
    public let boundingBox: CGRect
}
