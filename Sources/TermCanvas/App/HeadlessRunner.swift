import Foundation
/// Drives a `TerminalApp` without a terminal, on a `VirtualClock`, so a key script always produces the
/// same frame.
///
/// `run` calls `setScreenSize`, then `tick`; then for each step: a key is `handle`d, the clock advances
/// one frame (`FrameTiming.frameDuration`) and the app ticks; `wait(ms)` lets time pass until exactly
/// `ms` milliseconds later; a mouse step is `handle`d and a resize `setScreenSize`s, each followed by one
/// frame, and the final frame has the last size. While the app animates (`isAnimating`) time passes frame by frame, ticking
/// after each (the last step may be shorter); once it is idle the rest of the wait passes in one step
/// with one tick, because an idle app's frame does not change with time. A wait is cut to
/// `maximumWait`, so any script ends quickly and the clock keeps sub-millisecond precision. Finally it
/// renders into a fresh canvas. It stops early once the app is finished.
///
/// Between steps it draws (into a scratch canvas) whenever the terminal run loop would: after a tick
/// that follows input, and after every tick while the app animates and its frame changes with time
/// (and once after that ends). Drawing lays the screen out, so a script replays the layout passes a
/// live session makes — an update animation interrupted by scrolling behaves as it does on screen.
///
/// `start()`, `play(_:)` and `frame()` do the same one step at a time, for callers that look at the
/// app between steps (the layout fuzzer).
@MainActor
public final class HeadlessRunner {
    /// The longest a single `wait` step lets pass, in seconds (one day): longer than any animation,
    /// short enough that the virtual clock still resolves a frame after it.
    public static let maximumWait: Double = 24 * 60 * 60

    private let app: TerminalApp
    private let clock: VirtualClock
    /// The screen size: the initial one until a resize step.
    public private(set) var size: CellSize

    /// Creates a runner for `app`, which must read time from `clock`, on a screen of `size`.
    public init(app: TerminalApp, clock: VirtualClock, size: CellSize) {
        self.app = app
        self.clock = clock
        self.size = size
    }

    /// Plays `steps` and returns the final frame.
    public func run(_ steps: [KeyScriptStep]) -> Canvas {
        start()
        for step in steps { play(step) }
        return frame()
    }

    /// Whether the last tick animated (and changed the frame), as the run loop tracks it.
    private var wasAnimating = false
    private var wasChanging = false

    /// The real time the longest frame of the last `play(_:)` took: handling the input (for the first
    /// frame), ticking and drawing — what a terminal user waits for. A wait spans many frames; each
    /// counts on its own.
    public private(set) var longestFrame: Duration = .zero
    private var frameStart = ContinuousClock.now

    /// Gives the app its size and the first tick.
    public func start() {
        app.setScreenSize(size)
        tick(afterInput: true)
    }

    /// Plays one step (nothing once the app is finished).
    public func play(_ step: KeyScriptStep) {
        longestFrame = .zero
        frameStart = ContinuousClock.now
        guard !app.isFinished else { return }
        switch step {
        case .key(let key):
            app.handle(.key(key))
            advance(to: clock.now + FrameTiming.frameDuration)
        case .mouse(let mouse):
            app.handle(.mouse(mouse))
            advance(to: clock.now + FrameTiming.frameDuration)
        case .resize(let newSize):
            size = newSize
            app.setScreenSize(newSize)
            advance(to: clock.now + FrameTiming.frameDuration)
        case .wait(let milliseconds):
            advance(to: clock.now + min(Double(max(0, milliseconds)) / 1000, Self.maximumWait), afterInput: false)
        }
    }

    /// Renders the current frame into a fresh canvas of the current size.
    public func frame() -> Canvas {
        var canvas = Canvas(size: size)
        app.render(into: &canvas)
        return canvas
    }

    /// Ticks once per frame while the app animates, then jumps to `target` with one tick. A step that
    /// comes within a nanosecond of the target snaps to it, so floating-point rounding never adds a
    /// sliver of a frame (and a tick).
    ///
    /// The app's Foundation `Timer`s run on real time, which a headless run otherwise skips: when the
    /// main run loop's next timer is due before `target`, the runner waits for it in real time and
    /// ticks there (which fires it), so `<Wait:3000>` over a 1-second timer sees three firings.
    private func advance(to target: Double, afterInput: Bool = true) {
        var afterInput = afterInput
        while clock.now < target && !app.isFinished {
            let next = clock.now + FrameTiming.frameDuration
            let isIdle = !app.isAnimating
            var step = isIdle || next >= target - 1e-9 ? target : next
            // Animating, each 16-ms tick fires the timers due; an idle jump stops at the next one.
            if isIdle, let timer = RunLoopTimers.timeUntilNext(), timer > 0, clock.now + timer < step {
                Thread.sleep(forTimeInterval: timer)
                step = clock.now + timer
            }
            clock.now = step
            tick(afterInput: afterInput)
            afterInput = false
        }
    }

    /// One tick, then a frame drawn where `TerminalRunLoop` would draw one.
    private func tick(afterInput: Bool) {
        app.tick()
        guard !app.isFinished else { return }
        let isAnimating = app.isAnimating
        let isChanging = isAnimating && app.changesWithTime
        if afterInput || isChanging || wasChanging || (wasAnimating && !isAnimating) {
            var canvas = Canvas(size: size)
            app.render(into: &canvas)
        }
        wasAnimating = isAnimating
        wasChanging = isChanging
        let now = ContinuousClock.now
        longestFrame = max(longestFrame, now - frameStart)
        frameStart = now
    }
}
