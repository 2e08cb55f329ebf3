import Foundation

/// The app's Foundation `Timer`s, which fire on the main run loop in real time: the run loops wait
/// no longer than the next one (live) or wait for it in real time inside a `<Wait>` (headless).
public enum RunLoopTimers {
    /// Seconds until the main run loop's next `Timer` fires, nil without one. (`limitDate` also
    /// fires the timers already due, as a tick's drain of the run loop would.)
    @MainActor
    public static func timeUntilNext() -> Double? {
        guard let date = RunLoop.main.limitDate(forMode: .default), date != .distantFuture else { return nil }
        return max(0, date.timeIntervalSinceNow)
    }
}
