/// Drives a `TerminalApp` without a terminal, on a `VirtualClock`, so a key script always produces the
/// same frame.
///
/// `run` calls `setScreenSize`, then `tick`; then for each step: a key is `handle`d, the clock advances
/// one frame (`FrameTiming.frameDuration`) and the app ticks; `wait(ms)` lets time pass until exactly
/// `ms` milliseconds later. While the app animates (`isAnimating`) time passes frame by frame, ticking
/// after each (the last step may be shorter); once it is idle the rest of the wait passes in one step
/// with one tick, because an idle app's frame does not change with time. A wait is cut to
/// `maximumWait`, so any script ends quickly and the clock keeps sub-millisecond precision. Finally it
/// renders into a fresh canvas. It stops early once the app is finished.
@MainActor
public struct HeadlessRunner {
    /// The longest a single `wait` step lets pass, in seconds (one day): longer than any animation,
    /// short enough that the virtual clock still resolves a frame after it.
    public static let maximumWait: Double = 24 * 60 * 60

    private let app: TerminalApp
    private let clock: VirtualClock
    private let size: CellSize

    /// Creates a runner for `app`, which must read time from `clock`, on a screen of `size`.
    public init(app: TerminalApp, clock: VirtualClock, size: CellSize) {
        self.app = app
        self.clock = clock
        self.size = size
    }

    /// Plays `steps` and returns the final frame.
    public func run(_ steps: [KeyScriptStep]) -> Canvas {
        app.setScreenSize(size)
        app.tick()
        for step in steps where !app.isFinished {
            switch step {
            case .key(let key):
                app.handle(.key(key))
                advance(to: clock.now + FrameTiming.frameDuration)
            case .wait(let milliseconds):
                advance(to: clock.now + min(Double(max(0, milliseconds)) / 1000, Self.maximumWait))
            }
        }
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
