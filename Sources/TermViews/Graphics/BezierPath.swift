import Foundation

/// A path built in code: UIKit's `UIBezierPath`, for the paths layers take (`shadowPath`, a mask's).
/// Rectangles, rounded rectangles and ovals are kept as shapes with their bounds; the drawing calls
/// (`fill()`, `stroke()`) draw nothing, as there is no `draw(_:)` context to draw into.
@preconcurrency @MainActor
open class BezierPath: NSObject {
    /// The path for Core Animation (`layer.shadowPath = path.cgPath`).
    open var cgPath: GraphicsPath
    /// The stroke width (stored only).
    open var lineWidth: CGFloat = 1

    /// The bounds of the path.
    open var bounds: CGRect { cgPath.boundingBox }

    /// An empty path.
    public override init() {
        cgPath = GraphicsPath(shape: .rect, boundingBox: .zero)
        super.init()
    }

    /// A rectangle.
    public init(rect: CGRect) {
        cgPath = GraphicsPath(shape: .rect, boundingBox: rect)
        super.init()
    }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = GraphicsPath(shape: .roundedRect(cornerRadius: cornerRadius), boundingBox: rect)
        super.init()
    }

    /// A rectangle with some corners rounded (kept as a rounded rectangle).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        cgPath = GraphicsPath(shape: .roundedRect(cornerRadius: max(cornerRadii.width, cornerRadii.height)), boundingBox: rect)
        super.init()
    }

    /// The oval inside `rect`.
    public init(ovalIn rect: CGRect) {
        cgPath = GraphicsPath(shape: .oval, boundingBox: rect)
        super.init()
    }

    /// Fills the path in the current drawing context (none here: draws nothing).
    open func fill() {}
    /// Strokes the path in the current drawing context (none here: draws nothing).
    open func stroke() {}
}

/// Which corners a rounded path rounds: UIKit's `UIRectCorner`.
public struct RectCorner: OptionSet, Sendable {
    /// The bit mask, with UIKit's bit values.
    public let rawValue: UInt
    /// Makes corners from UIKit's bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner. Which corners are named is not kept: the path rounds all four.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner. Which corners are named is not kept: the path rounds all four.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner. Which corners are named is not kept: the path rounds all four.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner. Which corners are named is not kept: the path rounds all four.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
