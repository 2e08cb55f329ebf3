/// UIKit's `UIStatusBarStyle`, with UIKit's raw values (stored only: there is no iOS status bar; the
/// status line draws in the terminal's colours).
public enum StatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds, or the system's choice.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
