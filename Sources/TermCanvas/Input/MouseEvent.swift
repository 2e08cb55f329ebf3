/// What a mouse did. Wheel motion arrives as scroll actions, not button presses; `drag` is the
/// pointer moving while a button is held (terminals report motion only then, in xterm's mode 1002).
public enum MouseButtonAction: Hashable, Sendable {
    case scrollUp, scrollDown, scrollLeft, scrollRight, press, release, drag
}

/// Which button a press, release or drag is about (the wheel has none of its own: `left` there).
public enum MouseButton: Hashable, Sendable {
    case left, middle, right
}

/// A mouse action at a screen cell.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public var action: MouseButtonAction
    /// The button pressed, released or held; `left` for the wheel.
    public var button: MouseButton
    /// Screen column of the pointer.
    public var x: Int
    /// Screen row of the pointer.
    public var y: Int

    /// Creates a mouse event at column `x`, row `y` (the left button unless told).
    public init(action: MouseButtonAction, button: MouseButton = .left, x: Int, y: Int) {
        self.action = action
        self.button = button
        self.x = x
        self.y = y
    }
}
