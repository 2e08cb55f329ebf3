/// Anything a terminal backend reports to a run loop.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse action.
    case mouse(MouseEvent)
    /// The terminal changed size; run loops pass this on as `TerminalApp.setScreenSize(_:)`.
    case resize(CellSize)
}
