/// One step of a key script: press a key, use the mouse, resize the screen, or let virtual time pass.
public enum KeyScriptStep: Hashable, Sendable {
    /// Press `key` (one frame passes after it).
    case key(Key)
    /// A mouse action (`<ScrollDown:X,Y>`, `<Press:X,Y>`, …; one frame passes after it).
    case mouse(MouseEvent)
    /// The terminal changes to `size` (`<Resize:WxH>`; one frame passes after it).
    case resize(CellSize)
    /// Let `milliseconds` of virtual time pass, frame by frame.
    case wait(milliseconds: Int)
}
