/// How `TerminalSession` sets up the terminal.
public struct TerminalOptions: Hashable, Sendable {
    /// Report the mouse wheel, buttons and drags (through ncurses' xterm mouse protocol, plus mode 1002).
    public var mouse: Bool
    /// Draw colours when the terminal has them. Colours are off regardless while the environment
    /// variable `NO_COLOR` is set to a non-empty value (https://no-color.org).
    public var colors: Bool
    /// How long ncurses waits after Esc for the rest of an escape sequence. Short, so Esc feels
    /// immediate; long enough for a local terminal or tmux to deliver a whole arrow-key sequence.
    public var escapeDelayMilliseconds: Int32

    /// Mouse and colours on, 25 ms escape delay.
    public init(mouse: Bool = true, colors: Bool = true, escapeDelayMilliseconds: Int32 = 25) {
        self.mouse = mouse
        self.colors = colors
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
    }
}
