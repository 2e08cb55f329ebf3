import Foundation

/// Runs a `TerminalApp` without a terminal: the one run loop (`FrameLoop`) on an in-memory screen,
/// reading a key script (`KeyScriptEventSource`) on a `VirtualClock`, so a script always produces the
/// same frame — and draws, lays out and ticks where a person at the terminal would see it happen (an
/// update animation interrupted by scrolling behaves as it does on screen).
///
/// `run` starts the app (its size, the first tick and frame), plays every step and returns the final
/// frame, rendered into a fresh canvas at the last size. A key or mouse step is handled, the app ticks
/// and draws, and one frame of time (`FrameTiming.frameDuration`) passes; `<Wait:MS>` lets exactly
/// `MS` milliseconds pass (cut to `maximumWait`, so any script ends quickly and the clock keeps
/// sub-millisecond precision). Running stops early once the app is finished.
///
/// `start()`, `play(_:)` and `frame()` do the same one step at a time, for callers that look at the
/// app between steps (the layout fuzzer, `tcv trace`).
@MainActor
public final class HeadlessRunner {
    /// The longest a single `wait` step lets pass, in seconds (one day): longer than any animation,
    /// short enough that the virtual clock still resolves a frame after it.
    public static let maximumWait: Double = 24 * 60 * 60

    private let app: TerminalApp
    private let screen: HeadlessScreen
    private let loop: FrameLoop
    /// The script's steps as the loop's input.
    public let source: KeyScriptEventSource

    /// Creates a runner for `app`, which must read time from `clock`, on a screen of `size`.
    public init(app: TerminalApp, clock: VirtualClock, size: CellSize) {
        self.app = app
        screen = HeadlessScreen(size: size)
        source = KeyScriptEventSource(clock: clock, screen: screen)
        source.appIsIdle = { [unowned app] in !app.isAnimating }
        loop = FrameLoop(app: app, screen: screen, clock: clock)
    }

    /// The screen size: the initial one until a resize step.
    public var size: CellSize { screen.size }

    /// The real time the longest frame of the last `play(_:)` took: handling the input (for the first
    /// frame), ticking and drawing — what a terminal user waits for. A wait spans many frames; each
    /// counts on its own.
    public var longestFrame: Duration { loop.longestFrame }

    /// Plays `steps` and returns the final frame.
    public func run(_ steps: [KeyScriptStep]) -> Canvas {
        start()
        source.enqueue(steps)
        _ = loop.run(source)
        return frame()
    }

    /// Gives the app its size, the first tick and the first frame.
    public func start() {
        loop.resetLongestFrame()
        loop.start()
    }

    /// Plays one step (nothing once the app is finished).
    public func play(_ step: KeyScriptStep) {
        loop.resetLongestFrame()
        guard !app.isFinished else { return }
        source.enqueue([step])
        _ = loop.run(source)
    }

    /// Renders the current frame into a fresh canvas of the current size.
    public func frame() -> Canvas {
        var canvas = Canvas(size: screen.size)
        app.render(into: &canvas)
        return canvas
    }
}
