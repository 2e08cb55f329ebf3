/// An app around another: every call goes to the wrapped app unless a subclass overrides it. The
/// shape of the run loop's helpers that add one thing to any app — logging its input, stopping it on
/// a usage error, saving its screen for a rebuilt program — without repeating the other eight calls.
@MainActor
open class TerminalAppDecorator: TerminalApp {
    /// The app every call goes to.
    public let app: TerminalApp

    /// An app that passes every call on to `app`.
    public init(_ app: TerminalApp) {
        self.app = app
    }

    /// Passes the size on to the wrapped app.
    open func setScreenSize(_ size: CellSize) { app.setScreenSize(size) }
    /// Passes the event on to the wrapped app.
    open func handle(_ event: InputEvent) { app.handle(event) }
    /// Ticks the wrapped app.
    open func tick() { app.tick() }
    /// Lets the wrapped app draw the frame.
    open func render(into canvas: inout Canvas) { app.render(into: &canvas) }
    /// The wrapped app's `isFinished`.
    open var isFinished: Bool { app.isFinished }
    /// The wrapped app's `isAnimating`.
    open var isAnimating: Bool { app.isAnimating }
    /// The wrapped app's `changesWithTime`.
    open var changesWithTime: Bool { app.changesWithTime }
    /// The wrapped app's `nextTickTime`.
    open var nextTickTime: Double? { app.nextTickTime }
    /// The wrapped app's `exitStatus`.
    open var exitStatus: Int32 { app.exitStatus }
}
