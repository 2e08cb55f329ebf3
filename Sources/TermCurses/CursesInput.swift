/// What ncurses delivered, before decoding: a `get_wch` result, or the follow-up read that a
/// `KEY_MOUSE` (`getmouse`) or `KEY_RESIZE` (`LINES`/`COLS`) key code calls for.
enum CursesInput: Hashable, Sendable {
    /// `get_wch` returned `OK`: a Unicode scalar value (control characters included).
    case character(UInt32)
    /// `get_wch` returned `KEY_CODE_YES`: an ncurses key code such as `KEY_UP`.
    case keyCode(Int32)
    /// `getmouse` after `KEY_MOUSE`: the cell and the `bstate` button mask.
    case mouse(x: Int32, y: Int32, buttonState: UInt64)
    /// The screen size after `KEY_RESIZE`.
    case resize(lines: Int32, columns: Int32)
}

/// The extra read a key code calls for before it can be decoded.
enum CursesFollowUp: Hashable, Sendable {
    /// `KEY_MOUSE`: read the event with `getmouse`.
    case readMouse
    /// `KEY_RESIZE`: read the new `LINES` and `COLS`.
    case readSize
}
