/// Seconds on a monotonic timeline. Apps read time only through a clock they are given, so tests and
/// snapshots can replace the wall clock with a `VirtualClock` and animate deterministically.
@MainActor
public protocol FrameClock: AnyObject {
    /// The current time in seconds; never decreases.
    var now: Double { get }
    /// What moves by itself on this clock's frames, which the run loop ticks each turn (see
    /// `FrameTicking`).
    var tickers: FrameTickers { get }
}

/// Frame pacing shared by the run loops.
public enum FrameTiming {
    /// Seconds per frame (about 60 frames per second); the headless runner advances its clock by
    /// this much per frame, the terminal run loop sleeps at most this long between animation frames.
    public static let frameDuration: Double = 0.016
}
