import Foundation

/// A set of rectangle edges named by reading direction: UIKit's `NSDirectionalRectEdge`.
/// Compositional layouts here do not mirror for a right-to-left language, so `leading` is the left edge.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bit mask, with UIKit's bit values.
    public let rawValue: UInt

    /// Makes edges from UIKit's bit mask.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge: the left one.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge: the right one.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
