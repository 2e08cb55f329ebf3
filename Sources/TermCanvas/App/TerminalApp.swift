/// Anything the run loops can drive: the ncurses run loop (TermCurses) and the `HeadlessRunner`.
/// One frame is: deliver pending input (`handle`), `tick`, then `render` into a blank canvas.
@MainActor
public protocol TerminalApp: AnyObject {
    /// Called once before the first frame and after every resize, with the full screen size.
    func setScreenSize(_ size: CellSize)
    /// Keys and mouse; a resize comes as `setScreenSize(_:)` instead.
    func handle(_ event: InputEvent)
    /// Called once per frame before drawing; the app reads its injected clock (animations, spring-back).
    func tick()
    /// Draws the frame; `canvas` has the screen size and is blank.
    func render(into canvas: inout Canvas)
    /// True when the run loop should stop.
    var isFinished: Bool { get }
    /// True while the app needs frames without input (animations, deceleration).
    var isAnimating: Bool { get }
    /// True while animating changes the frame from tick to tick (an animation moves content); false
    /// while the app animates only to be ticked on time (a drag waiting to end), so the ncurses run loop
    /// ticks it without drawing. The default is `isAnimating`: every animating tick is drawn.
    var changesWithTime: Bool { get }
    /// While the app animates without changing the frame (`changesWithTime` false): when its next tick
    /// is due (a drag's end), so the ncurses run loop sleeps until then. nil (the default): every frame.
    var nextTickTime: Double? { get }
    /// Process exit status once finished (0 normally).
    var exitStatus: Int32 { get }
}

extension TerminalApp {
    /// Every animating tick may change the frame unless the app says otherwise.
    public var changesWithTime: Bool { isAnimating }
    /// Ticked every frame unless the app says when.
    public var nextTickTime: Double? { nil }
}
