/// The real monotonic clock, for interactive runs. Time counts from the clock's creation, read from
/// `ContinuousClock`, so it is unaffected by wall-clock changes.
@MainActor
public final class SystemClock: FrameClock {
    private let origin: ContinuousClock.Instant
    /// What moves by itself on this clock's frames.
    public let tickers = FrameTickers()

    /// Creates a clock reading 0 now.
    public init() {
        origin = ContinuousClock.now
    }

    /// Seconds since the clock was created.
    public var now: Double {
        let elapsed = origin.duration(to: ContinuousClock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}
