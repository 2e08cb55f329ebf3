import Foundation
import TermCanvas

extension DispatchQueue {
    /// `asyncAfter(deadline:qos:flags:execute:)` as `tcv run`'s copy of your files calls it on the
    /// main queue (see the LayoutPackage's `MainQueueRewrite`): the deadline is recorded, so a headless
    /// `<Wait>` over it waits for the block in real time, as it waits for a `Timer`; the block runs as
    /// `asyncAfter` runs it, on the main actor — as Swift treats a block given to
    /// `DispatchQueue.main`, so the block's use of views and controllers compiles without a warning.
    public func tcvAsyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                              execute work: @escaping @MainActor () -> Void) {
        // Linux's `DispatchQueue.main` is a new wrapper each time, so the queue is told by its label.
        // Only the rewrite of `DispatchQueue.main.asyncAfter` calls this; a block typed for the main
        // actor runs there, whatever queue was asked.
        guard label == DispatchQueue.main.label else {
            return DispatchQueue.main.tcvAsyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
        }
        guard Thread.isMainThread else {
            return asyncAfter(deadline: deadline, qos: qos, flags: flags) { MainActor.assumeIsolated { work() } }
        }
        let due = deadline.uptimeNanoseconds
        MainActor.assumeIsolated { RunLoopTimers.addDeadline(due) }
        asyncAfter(deadline: deadline, qos: qos, flags: flags) {
            MainActor.assumeIsolated {
                RunLoopTimers.removeDeadline(due)
                work()
            }
        }
    }

    /// The work-item form of `tcvAsyncAfter`.
    public func tcvAsyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        nonisolated(unsafe) let item = item   // performed once, on the main queue
        tcvAsyncAfter(deadline: deadline) { item.perform() }
    }
}
