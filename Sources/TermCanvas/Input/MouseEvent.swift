/// What a mouse did. Wheel motion arrives as scroll actions, not button presses.
public enum MouseButtonAction: Hashable, Sendable {
    case scrollUp, scrollDown, scrollLeft, scrollRight, press, release
}

/// A mouse action at a screen cell.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public var action: MouseButtonAction
    /// Screen column of the pointer.
    public var x: Int
    /// Screen row of the pointer.
    public var y: Int

    /// Creates a mouse event at column `x`, row `y`.
    public init(action: MouseButtonAction, x: Int, y: Int) {
        self.action = action
        self.x = x
        self.y = y
    }
}
