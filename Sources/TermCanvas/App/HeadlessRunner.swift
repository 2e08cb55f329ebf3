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

    /// Gives the app its size and the first tick.
    public func start() {
        app.setScreenSize(size)
        app.tick()
    }

    /// Plays one step (nothing once the app is finished).
    public func play(_ step: KeyScriptStep) {
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
            advance(to: clock.now + min(Double(max(0, milliseconds)) / 1000, Self.maximumWait))
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
    private func advance(to target: Double) {
        while clock.now < target && !app.isFinished {
            let next = clock.now + FrameTiming.frameDuration
            clock.now = !app.isAnimating || next >= target - 1e-9 ? target : next
            app.tick()
        }
    }
}
