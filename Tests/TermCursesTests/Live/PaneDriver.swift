import CNcurses
import Foundation
import TestSupport

/// Plays a script against a `BorrowedPane` on a background thread while the main thread runs the
/// terminal session. Failures are collected, not reported, because XCTest would print them into the
/// borrowed terminal; the test asserts on them after the terminal is given back. Any failure ends
/// the session with SIGTERM so the run loop never waits forever.
final class PaneDriver: @unchecked Sendable {
    private let lock = NSLock()
    private var failureMessages: [String] = []
    private let finished = DispatchSemaphore(value: 0)
    let pane: BorrowedPane

    init(pane: BorrowedPane) {
        self.pane = pane
    }

    /// What went wrong, in order.
    var failures: [String] {
        lock.withLock { failureMessages }
    }

    /// Starts `script` on its own thread.
    func start(_ script: @escaping @Sendable (PaneDriver) throws -> Void) {
        Thread.detachNewThread { [self] in
            do {
                try script(self)
            } catch {
                fail("\(error)")
            }
            finished.signal()
        }
    }

    /// Waits (10 s at most) for the script to end; false if it did not.
    func waitForScript() -> Bool {
        finished.wait(timeout: .now() + 10) == .success
    }

    /// Waits until the pane shows exactly `expected` (trailing spaces ignored).
    func waitForScreen(_ expected: [String], _ what: String) throws {
        var last: [String] = []
        let shown = waitUntil(timeout: 10) {
            last = (try? pane.screen()) ?? []
            return last == expected
        }
        if !shown {
            throw PaneError("timed out waiting for \(what); expected:\n\(expected.joined(separator: "\n"))\nscreen:\n\(last.joined(separator: "\n"))")
        }
    }

    /// Records a failure and stops the session (only while one is open: without the session's
    /// handler, SIGTERM would end the test process).
    func fail(_ message: String) {
        lock.withLock { failureMessages.append(message) }
        if cnc_is_active() { kill(getpid(), SIGTERM) }
    }
}
