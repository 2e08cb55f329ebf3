import Foundation

/// The main queue, as UIKit code uses it: work handed to it runs on a later turn of the run loop,
/// never inside the call that enqueued it — tcv's own such work (where UIKit documents "The system
/// calls this closure from the main queue") and the app's `DispatchQueue.main.async` blocks alike.
///
/// A terminal program's run loop waits on its input, not on `RunLoop.main`, so nothing would ever
/// run that work: every turn of tcv's run loops begins with `drain()` (the window's `tick()`). tcv's
/// own work waits in a queue of its own as well as on `DispatchQueue.main`, so that it runs at the
/// next `drain()` even where the caller is itself a main-queue job (an `async` test), which the
/// dispatch queue would not run again until that job ends.
@MainActor
public enum MainQueue {
    private static var pending: [() -> Void] = []

    /// Runs `work` on a later turn of the run loop: at the next `drain()`, or when `DispatchQueue.main`
    /// gets to it, whichever comes first.
    public static func async(_ work: @escaping () -> Void) {
        openRunLoop()
        pending.append(work)
        guard pending.count == 1 else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { runPending() } }
    }

    /// One turn's worth of waiting work: what `async` queued before this call, then the main run
    /// loop once without waiting (the app's `DispatchQueue.main` blocks and the timers that are due).
    /// Work that this work enqueues waits for the next turn.
    public static func drain() {
        openRunLoop()
        runPending()
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }

    private static var isRunLoopOpen = false

    /// Lets the main run loop and the main queue open their descriptors (an epoll and event fds)
    /// while the standard ones are held open: with standard output closed, the lowest free
    /// descriptor is 1, and the run loop's would take it — every later write to standard output
    /// would go to the run loop instead of failing. Closed standard descriptors are closed again after.
    private static func openRunLoop() {
        guard !isRunLoopOpen else { return }
        isRunLoopOpen = true
        var heldOpen: [Int32] = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", O_RDWR)
            if opened == descriptor { heldOpen.append(opened) } else if opened >= 0 { close(opened) }
        }
        DispatchQueue.main.async {}
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
        for descriptor in heldOpen { close(descriptor) }
    }

    private static func runPending() {
        let batch = pending
        pending = []
        for work in batch { work() }
    }
}
