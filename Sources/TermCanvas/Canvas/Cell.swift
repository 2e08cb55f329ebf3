/// One terminal cell. `text` is one grapheme cluster; a wide (2-column) grapheme occupies its cell
/// and the cell to its right, which holds `text == ""` (a continuation cell) with the same style.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in this cell, or `""` for the right half of a wide grapheme.
    public var text: String
    /// How the grapheme is drawn.
    public var style: Style

    /// Creates a cell. `text` should be a single grapheme of display width 1 or 2, or `""`.
    public init(text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// A space in the plain style: what an untouched canvas holds.
    public static let blank = Cell(text: " ", style: .plain)

    /// True for the right half of a wide grapheme.
    public var isContinuation: Bool { text.isEmpty }
}
