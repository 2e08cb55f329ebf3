import Foundation

/// The app's Foundation `Timer`s, which fire on the main run loop in real time, and its recorded
/// `DispatchQueue.main.asyncAfter` deadlines: the run loops wait no longer than the next one (live)
/// or wait for it in real time inside a `<Wait>` (headless).
public enum RunLoopTimers {
    /// Pending main-queue deadlines (`DispatchTime.uptimeNanoseconds`), as `tcvAsyncAfter` records them.
    @MainActor private static var deadlines: [UInt64] = []

    /// Records a main-queue block due at `uptimeNanoseconds`.
    @MainActor
    public static func addDeadline(_ uptimeNanoseconds: UInt64) {
        deadlines.append(uptimeNanoseconds)
    }

    /// Forgets a deadline whose block ran.
    @MainActor
    public static func removeDeadline(_ uptimeNanoseconds: UInt64) {
        if let index = deadlines.firstIndex(of: uptimeNanoseconds) { deadlines.remove(at: index) }
    }

    /// Seconds until the main run loop's next `Timer` fires or the next recorded deadline comes, nil
    /// without either. (`limitDate` also fires the timers already due, as a tick's drain would.)
    @MainActor
    public static func timeUntilNext() -> Double? {
        var next: Double?
        if let date = RunLoop.main.limitDate(forMode: .default), date != .distantFuture {
            next = max(0, date.timeIntervalSinceNow)
        }
        // A deadline that passed is the main queue's now (the next drain runs its block): only those
        // still ahead bound a wait, so a block that never runs cannot hold a wait at zero.
        let now = DispatchTime.now().uptimeNanoseconds
        deadlines.removeAll { $0 <= now }
        if let deadline = deadlines.min() {
            let seconds = Double(deadline - now) / 1e9
            next = min(next ?? seconds, seconds)
        }
        return next
    }
}
