import Foundation

/// The one run loop: drives a `TerminalApp` on a `Screen`, reading a `TerminalEventSource`, paced by
/// a `FrameClock`. The live terminal (`TerminalRunLoop`: the ncurses screen and the terminal's input)
/// and every headless run (`HeadlessRunner`: an in-memory screen and a key script on a virtual clock)
/// are this loop with a different screen and source, so a script draws the frames a person sees. A
/// replay of a recording (LayoutQA's `CastReplay`) is too: its source plays the recorded input and
/// says when each recorded frame is due (`pacesFrames`), and its screen compares what is drawn.
///
/// The loop, read top-down:
/// 1. `start()`: the app gets the screen's size, then the first turn.
/// 2. `run(_:)`: wait for input — as long as it takes when the app is idle (an idle viewer uses no
///    CPU), only until the next frame is due while it animates, or until the app's next timer
///    (`nextTickTime`, a run-loop `Timer`) when it animates only to wait for one — deliver what
///    arrived in arrival order (resizes as `setScreenSize`, everything else through `handle`), turn.
/// 3. A turn (`turn()`): `tick`; then draw a frame if anything changed — input arrived, the app's
///    animation moves content (`changesWithTime`), or an animation just ended.
///
/// Frames are drawn into the storage of the frame before last, which the screen no longer holds:
/// recycling clears only the cells drawn in it (see `Canvas.init(size:recycling:)`).
@MainActor
public final class FrameLoop {
    /// The app the loop drives.
    public let app: TerminalApp
    /// Where frames go; its `size` is the size every frame is drawn at.
    public let screen: Screen
    /// What paces frames: the system clock live, a `VirtualClock` headless.
    public let clock: FrameClock
    /// What a notice from the starting process does (`TerminalInput.notice`); a frame follows it.
    public var onNotice: () -> Void = {}

    private var needsFrame = true
    private var wasAnimating = false
    private var wasChanging = false
    /// When the last turn started: frames are paced from their start, so drawing time does not slow
    /// the frame rate.
    private var lastTurnTime: Double
    private var presented: Canvas?
    private var recycled: Canvas?

    /// The real time the longest turn since `resetLongestFrame()` took, counted from the end of the
    /// turn before it: handling the input that led to it, ticking and drawing — what a terminal user
    /// waits for.
    public private(set) var longestFrame: Duration = .zero
    private var turnStart = ContinuousClock.now

    /// A loop driving `app` on `screen`, paced by `clock` (which the app reads time from too).
    public init(app: TerminalApp, screen: Screen, clock: FrameClock) {
        self.app = app
        self.screen = screen
        self.clock = clock
        lastTurnTime = clock.now
    }

    /// Gives the app the screen's size and turns once (the first tick and frame).
    public func start() {
        app.setScreenSize(screen.size)
        needsFrame = true
        turn()
    }

    /// Waits for input, delivers it and turns, until the app finishes (its `exitStatus`), a
    /// terminating signal arrives (128 + its number) or the source has nothing more to give (nil).
    /// Call `start()` first — unless the source paces frames (`pacesFrames`, a replay): it then gives
    /// the app its size as its first input, and every turn, the first included, waits for its
    /// `frameDue`.
    public func run(_ source: TerminalEventSource) -> Int32? {
        let sourcePacesFrames = source.pacesFrames
        while !app.isFinished {
            if source.isExhausted { return nil }
            let inputs = source.waitForInput(timeout: sourcePacesFrames ? nil : inputTimeout())
            if let status = deliver(inputs) { return status }
            if app.isFinished { break }
            if sourcePacesFrames && !inputs.contains(.frameDue) { continue }
            turn()
        }
        return app.exitStatus
    }

    /// Starts the clock on a new measure of `longestFrame`.
    public func resetLongestFrame() {
        longestFrame = .zero
        turnStart = ContinuousClock.now
    }

    /// One tick and, if anything changed, one frame on the screen.
    private func turn() {
        app.tick()
        guard !app.isFinished else { return }
        // The tick that ends an animation changes the frame too: draw once more after animating.
        // Ticks that only wait (a drag about to end) draw nothing: the frame would be the same.
        let isAnimating = app.isAnimating
        let isChanging = isAnimating && app.changesWithTime
        lastTurnTime = clock.now
        if needsFrame || isChanging || wasChanging || (wasAnimating && !isAnimating) {
            draw()
            needsFrame = false
        }
        wasAnimating = isAnimating
        wasChanging = isChanging
        let now = ContinuousClock.now
        longestFrame = max(longestFrame, now - turnStart)
        turnStart = now
    }

    private func draw() {
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
    }

    /// Hands `inputs` to the app in arrival order; returns the status to stop with when a signal
    /// arrived or the app finished on one of them.
    private func deliver(_ inputs: [TerminalInput]) -> Int32? {
        for input in inputs {
            switch input {
            case .signal(let number):
                return 128 + number
            case .notice:
                onNotice()
            case .wake, .frameDue:
                break   // the next tick runs the work; the frame after it shows what it changed
            case .event(.resize(let size)):
                app.setScreenSize(size)
            case .event(let event):
                app.handle(event)
            }
            needsFrame = true
            if app.isFinished { return app.exitStatus }
        }
        return nil
    }

    /// How long to wait for input: while animating, until the next frame is due (or, when the app
    /// only waits for a tick, until `nextTickTime`); idle, as long as it takes — but never past the
    /// next `Timer` on the main run loop, whose tick then draws what it changed. (`DispatchQueue.main`
    /// work wakes a live wait by itself: `TerminalInput.wake`.)
    private func inputTimeout() -> Double? {
        let now = clock.now
        guard app.isAnimating else {
            let timer = RunLoopTimers.timeUntilNext()
            if timer != nil { needsFrame = true }
            return timer
        }
        if !app.changesWithTime, let due = app.nextTickTime { return max(0, due - now) }
        return max(0, lastTurnTime + FrameTiming.frameDuration - now)
    }
}
