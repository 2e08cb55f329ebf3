import Foundation

/// Polls `condition` every `poll` seconds until it returns true or `timeout` seconds pass; returns
/// whether it became true. For end-to-end tests that wait for another process (tmux, the `tcv` binary)
/// to settle instead of sleeping a fixed time. The condition is checked once more at the deadline.
public func waitUntil(timeout: Double, poll: Double = 0.05, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if try condition() { return true }
        let remaining = deadline.timeIntervalSinceNow
        if remaining <= 0 { return false }
        Thread.sleep(forTimeInterval: min(poll, remaining))
    }
}
