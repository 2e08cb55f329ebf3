/// An app around another: every call goes to the wrapped app unless a subclass overrides it. The
/// shape of the run loop's helpers that add one thing to any app — logging its input, stopping it on
/// a usage error, saving its screen for a rebuilt program — without repeating the other eight calls.
@MainActor
open class TerminalAppDecorator: TerminalApp {
    /// The app every call goes to.
    public let app: TerminalApp

    public init(_ app: TerminalApp) {
        self.app = app
    }

    open func setScreenSize(_ size: CellSize) { app.setScreenSize(size) }
    open func handle(_ event: InputEvent) { app.handle(event) }
    open func tick() { app.tick() }
    open func render(into canvas: inout Canvas) { app.render(into: &canvas) }
    open var isFinished: Bool { app.isFinished }
    open var isAnimating: Bool { app.isAnimating }
    open var changesWithTime: Bool { app.changesWithTime }
    open var nextTickTime: Double? { app.nextTickTime }
    open var exitStatus: Int32 { app.exitStatus }
}
