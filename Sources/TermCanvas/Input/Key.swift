/// A key press, as decoded by a terminal backend or parsed from a key script.
public enum Key: Hashable, Sendable {
    /// A printable character, including " " (vim `<Space>`).
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace, delete
    /// Control plus a letter: `<C-x>` is `.control("x")` (always lowercase).
    case control(Character)
    /// A function key, `<F1>` … `<F12>` as 1 … 12.
    case function(Int)
}
