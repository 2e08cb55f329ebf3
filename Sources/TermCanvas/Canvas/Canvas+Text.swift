extension Canvas {
    /// Plain text, one String per row, exactly `size.width` columns of display width each (wide
    /// characters appear once; continuation cells add nothing), trailing spaces kept.
    public func textLines() -> [String] {
        (0..<size.height).map { row in
            var line = ""
            for column in 0..<size.width {
                line += cells[index(column, row)].text(longGraphemes)
            }
            return line
        }
    }

    /// `textLines()` joined by "\n", with no trailing newline.
    public var text: String { textLines().joined(separator: "\n") }
}
