import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1): Core Animation's `CAMediaTimingFunction`.
/// `easeInEaseOut` has the control points Apple documents, (0.42, 0) and (0.58, 1); it is the curve
/// of UIKit's default view animations (`UIView.AnimationOptions.curveEaseInOut`, "the default").
public struct MediaTimingFunction: Equatable, Sendable {
    /// The first control point.
    public var c1: CGPoint
    /// The second control point.
    public var c2: CGPoint

    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: CGFloat, _ c1y: CGFloat, _ c2x: CGFloat, _ c2y: CGFloat) {
        c1 = CGPoint(x: c1x, y: c1y)
        c2 = CGPoint(x: c2x, y: c2y)
    }

    /// Slow at both ends: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = MediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// Constant speed: (0, 0, 1, 1).
    public static let linear = MediaTimingFunction(controlPoints: 0, 0, 1, 1)

    /// The fraction of the change done at `time` (0…1, clamped): the curve's y where its x is `time`,
    /// found by bisection, which always converges on a monotonic x (control x within 0…1).
    public func value(at time: Double) -> Double {
        let x = min(1, max(0, time))
        var low = 0.0, high = 1.0, t = x
        for _ in 0..<40 {
            let current = Self.bezier(t, Double(c1.x), Double(c2.x))
            if abs(current - x) < 1e-9 { break }
            if current < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return Self.bezier(t, Double(c1.y), Double(c2.y))
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}
