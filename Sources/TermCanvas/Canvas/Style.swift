/// How a cell is drawn: colours and attributes. `nil` colours mean "the terminal's default", so a
/// plain frame looks native in both light and dark terminals.
public struct Style: Hashable, Sendable {
    /// Text colour, or `nil` for the terminal default.
    public var foreground: TerminalColor?
    /// Cell colour, or `nil` for the terminal default.
    public var background: TerminalColor?
    /// Bold (bright) text.
    public var isBold: Bool
    /// Dim (faint) text; used for overlays and disabled content.
    public var isDim: Bool
    /// Foreground and background swapped; used for selection and focus.
    public var isReverse: Bool

    /// Creates a style; every part defaults to the terminal's normal look.
    public init(
        foreground: TerminalColor? = nil,
        background: TerminalColor? = nil,
        bold: Bool = false,
        dim: Bool = false,
        reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = bold
        self.isDim = dim
        self.isReverse = reverse
    }

    /// The terminal's default look: no colours, no attributes.
    public static let plain = Style()
}
