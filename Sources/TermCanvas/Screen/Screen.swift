/// Where finished frames go. Implementations: `HeadlessScreen` (here, for tests and snapshots) and
/// the ncurses screen in TermCurses. Views never reach for a screen; run loops hand it frames.
@MainActor
public protocol Screen: AnyObject {
    /// The current size of the display in cells.
    var size: CellSize { get }
    /// Shows a finished frame.
    func present(_ canvas: Canvas)
}
