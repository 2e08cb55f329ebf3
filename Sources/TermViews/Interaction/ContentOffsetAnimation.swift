import Foundation

/// An animated change of `contentOffset`: scrolling to an item with `animated: true` and the rubber
/// band springing back (an ease-out curve), or the deceleration that settles a user drag on its
/// target (UIScrollView's exponential deceleration).
public struct ContentOffsetAnimation: Equatable, Sendable {
    /// UIKit's scroll animations take about a third of a second.
    public static let defaultDuration = 0.3

    /// How progress through the animation maps to distance covered.
    public enum Curve: Equatable, Sendable {
        /// A cubic ease-out, `1 − (1 − t)³`.
        case easeOut
        /// UIScrollView's deceleration: the speed is multiplied by `rate` every millisecond, so the
        /// distance covered after `t` ms is proportional to `1 − rateᵗ`. The curve is scaled to cover
        /// the whole distance in `duration` (see `ScrollView.decelerationDuration(distance:rate:)`).
        case deceleration(rate: CGFloat)
    }

    /// The offset at the start.
    public var from: CGPoint
    /// The offset the animation ends at.
    public var to: CGPoint
    /// When the animation starts, in seconds on the scroll view's clock.
    public var start: Double
    /// How long the animation takes, in seconds.
    public var duration: Double
    /// How progress through the animation maps to distance covered.
    public var curve: Curve

    /// An animation from `from` to `to` starting at `start`; by default UIKit's 0.3 s with an ease-out.
    public init(from: CGPoint, to: CGPoint, start: Double, duration: Double = defaultDuration, curve: Curve = .easeOut) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// The offset at time `now`: `from` before the start, `to` at and after the end.
    public func offset(at now: Double) -> CGPoint {
        let progress = duration > 0 ? min(1, max(0, (now - start) / duration)) : 1
        let eased = fraction(at: progress)
        return CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
    }

    /// Whether the animation has reached `to` by time `now`.
    public func isFinished(at now: Double) -> Bool { now >= start + duration }

    /// The fraction of the distance covered at `progress` (0…1) of the duration.
    private func fraction(at progress: Double) -> CGFloat {
        switch curve {
        case .easeOut:
            return CGFloat(1 - pow(1 - progress, 3))
        case .deceleration(let rate):
            let milliseconds = duration * 1000
            guard progress < 1, rate > 0, rate < 1, milliseconds > 0 else { return 1 }
            let rate = Double(rate)
            return CGFloat((1 - pow(rate, progress * milliseconds)) / (1 - pow(rate, milliseconds)))
        }
    }
}
