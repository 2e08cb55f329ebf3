import Foundation

/// Where a boundary supplementary item sits against its section or layout: UIKit's `NSRectAlignment`.
/// A terminal is left to right, so `leading` is the left side.
public enum RectAlignment: Int, Hashable, Sendable {
    case none = 0
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}
