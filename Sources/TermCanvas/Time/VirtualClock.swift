/// A clock that moves only when told to, for deterministic tests, snapshots and scripted runs.
@MainActor
public final class VirtualClock: FrameClock {
    /// The current virtual time in seconds. The headless runner sets it directly so that waits land
    /// exactly on their target time instead of accumulating rounding error.
    public internal(set) var now: Double
    /// What moves by itself on this clock's frames.
    public let tickers = FrameTickers()

    /// Creates a clock reading `now`.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves time forward by `seconds`. Negative amounts are ignored, because a monotonic clock
    /// never runs backwards.
    public func advance(by seconds: Double) {
        now += max(0, seconds)
    }
}
