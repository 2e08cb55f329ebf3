import Foundation

/// An animated change of `contentOffset` with an ease-out curve: scrolling to an item with
/// `animated: true`, and the rubber band springing back.
public struct ContentOffsetAnimation: Equatable, Sendable {
    /// UIKit's scroll animations take about a third of a second.
    public static let defaultDuration = 0.3

    public var from: CGPoint
    public var to: CGPoint
    public var start: Double
    public var duration: Double

    public init(from: CGPoint, to: CGPoint, start: Double, duration: Double = defaultDuration) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// The offset at time `now`: `from` before the start, `to` at and after the end.
    public func offset(at now: Double) -> CGPoint {
        let progress = duration > 0 ? min(1, max(0, (now - start) / duration)) : 1
        let eased = CGFloat(1 - pow(1 - progress, 3))
        return CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
    }

    /// Whether the animation has reached `to` by time `now`.
    public func isFinished(at now: Double) -> Bool { now >= start + duration }
}
