import Foundation

extension ScrollView {
    /// How quickly a scroll view slows down after the user lets go: UIKit's
    /// `UIScrollView.DecelerationRate`, with UIKit's raw values. The raw value is the factor the speed
    /// is multiplied by every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor the speed is multiplied by every millisecond: 0.998 for `.normal`, 0.99 for `.fast`.
        public let rawValue: CGFloat

        /// Creates a deceleration rate with the specified raw value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, UIKit's 0.998: a long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's 0.99: stops quickly, as carousels and pickers set it.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The remaining distance below which a settle is over: less than half a cell no longer changes
    /// which cell a terminal draws an edge in.
    nonisolated static let settleThreshold: CGFloat = 0.5

    /// How long UIKit's deceleration at `rate` takes to settle over `distance` cells: the speed falls by
    /// `rate` each millisecond, so the distance still to go after `t` ms is `distance · rateᵗ`; the
    /// settle ends when that is under half a cell: `t = ln(0.5 / distance) / ln(rate)` ms. E.g. 13 cells
    /// at `.fast` take `ln(0.5/13) / ln(0.99)` ≈ 324 ms; at `.normal` ≈ 1.63 s, as long a glide as
    /// UIKit's. Distances of half a cell or less, and rates outside 0 < rate < 1, take no time.
    nonisolated public static func decelerationDuration(distance: CGFloat, rate: DecelerationRate) -> Double {
        let distance = Double(abs(distance))
        let rate = Double(rate.rawValue)
        guard distance > Double(settleThreshold), rate > 0, rate < 1 else { return 0 }
        return log(Double(settleThreshold) / distance) / log(rate) / 1000
    }
}
