import TermCanvas

/// Runs a `TerminalApp` in the terminal: the one run loop (`FrameLoop`, which says when a frame is
/// drawn and how long input is waited for) on the ncurses screen, reading the terminal's input.
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
        let loop = FrameLoop(app: app, screen: screen, clock: clock)
        loop.onNotice = onNotice
        loop.start()
        return loop.run(source) ?? app.exitStatus
    }
}
