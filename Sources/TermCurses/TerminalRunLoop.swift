import TermCanvas

/// Drives a `TerminalApp` on a screen from a source of input: the interactive counterpart of
/// `HeadlessRunner`.
///
/// Each turn: `tick`, stop if the app finished, draw a frame if anything changed (input arrived, the
/// app's animation moves content — `changesWithTime` — or an animation just ended), then wait for
/// input — as long as it takes when the app is idle, so an idle viewer uses no CPU, and only until
/// the next frame is due (`FrameTiming.frameDuration` after the last turn started) while it animates,
/// or until the app's next timer (`nextTickTime`) while it animates only to wait for one.
/// Input is delivered in arrival order: resizes as `setScreenSize`, everything else through `handle`.
///
/// ```swift
/// let status = try TerminalRunLoop.run(app, clock: SystemClock())
/// exit(status)
/// ```
@MainActor
public struct TerminalRunLoop {
    /// Where frames go.
    public let screen: Screen
    /// Where input comes from.
    public let source: TerminalEventSource
    /// What a notice from the starting process does (`TerminalInput.notice`); a frame follows it.
    public var onNotice: () -> Void = {}

    /// A loop drawing on `screen` and reading `source`.
    public init(screen: Screen, source: TerminalEventSource, onNotice: @escaping () -> Void = {}) {
        self.screen = screen
        self.source = source
        self.onNotice = onNotice
    }

    /// Opens the terminal (`TerminalSession.start`), runs `app` until it finishes or a terminating
    /// signal arrives, and restores the terminal before returning or throwing. Returns the process
    /// exit status: `app.exitStatus`, or 128 + n after signal n (130 for Ctrl-C). The caller exits
    /// with it; errors are thrown only before curses mode starts, with a message fit for stderr.
    /// `clock` paces the frames; any `SystemClock` reads the same real time as the app's.
    public static func run(
        _ app: TerminalApp,
        clock: FrameClock = SystemClock(),
        options: TerminalOptions = TerminalOptions()
    ) throws -> Int32 {
        let session = try TerminalSession.start(options: options)
        defer { session.end() }
        return TerminalRunLoop(screen: session.screen, source: session).run(app, clock: clock)
    }

    /// Runs `app` until it finishes (returns `app.exitStatus`) or the source reports a terminating
    /// signal (returns 128 + its number). Does not restore anything: the session's owner does.
    public func run(_ app: TerminalApp, clock: FrameClock) -> Int32 {
        app.setScreenSize(screen.size)
        var needsFrame = true
        var wasAnimating = false
        var wasChanging = false
        var lastFrameTime = clock.now
        // Frames are drawn into the storage of the frame before last, which the screen no longer
        // holds: recycling clears only the cells drawn in it (see `Canvas.init(size:recycling:)`).
        var presented: Canvas?
        var recycled: Canvas?
        while true {
            app.tick()
            if app.isFinished { break }
            // The tick that ends an animation changes the frame too: draw once more after animating.
            // Ticks that only wait (a drag about to end) draw nothing: the frame would be the same.
            let isAnimating = app.isAnimating
            let isChanging = isAnimating && app.changesWithTime
            // Frames (and ticks that draw nothing) are paced from their start, so drawing time does
            // not slow the frame rate.
            lastFrameTime = clock.now
            if needsFrame || isChanging || wasChanging || (wasAnimating && !isAnimating) {
                var canvas: Canvas
                if let storage = recycled.take() {
                    canvas = Canvas(size: screen.size, recycling: consume storage)
                } else {
                    canvas = Canvas(size: screen.size)
                }
                app.render(into: &canvas)
                screen.present(canvas)
                recycled = presented
                presented = canvas
                needsFrame = false
                // Drawing lays the screen out, which can end the app (a usage error stops a session).
                if app.isFinished { break }
            }
            wasAnimating = isAnimating
            wasChanging = isChanging
            // While animating, frames come every 16 ms and each tick fires the timers due; idle, the
            // wait ends at the next `Timer`, and the tick that fires it draws what it changes.
            let timerWait = isAnimating ? nil : RunLoopTimers.timeUntilNext()
            let timeout = waitTime(for: app, lastFrameTime: lastFrameTime, now: clock.now, timer: timerWait)
            if timerWait != nil { needsFrame = true }
            for input in source.waitForInput(timeout: timeout) {
                switch input {
                case .signal(let number):
                    return 128 + number
                case .notice:
                    onNotice()
                case .wake:
                    break   // the next tick runs the work; the frame after it shows what it changed
                case .event(.resize(let size)):
                    app.setScreenSize(size)
                case .event(let event):
                    app.handle(event)
                }
                needsFrame = true
                if app.isFinished { return app.exitStatus }
            }
        }
        return app.exitStatus
    }

    /// How long to wait for input: forever when idle, until the app's next timer when it only waits
    /// for one, else until the next frame is due.
    /// Idle, never past the app's next `Timer` on the main run loop (`timer`); `DispatchQueue.main`
    /// work wakes the wait by itself (see `cnc_wait_for_input`).
    private func waitTime(for app: TerminalApp, lastFrameTime: Double, now: Double, timer: Double?) -> Double? {
        guard app.isAnimating else { return timer }
        if !app.changesWithTime, let due = app.nextTickTime { return max(0, due - now) }
        return max(0, lastFrameTime + FrameTiming.frameDuration - now)
    }
}
