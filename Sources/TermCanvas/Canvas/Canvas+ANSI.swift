extension Canvas {
    /// The same characters as `text`, with SGR escape sequences wherever the style changes. Each row
    /// starts in the plain style and, if it ends in another style, ends with a reset (`ESC[0m`), so
    /// every line can be printed, copied or diffed on its own.
    public func ansiText() -> String {
        (0..<size.height).map(ansiLine).joined(separator: "\n")
    }

    private func ansiLine(_ row: Int) -> String {
        var line = ""
        var current = Style.plain
        for column in 0..<size.width {
            let cell = cell(at: index(column, row))
            if cell.style != current && !cell.isContinuation {
                line += Self.sgr(cell.style)
                current = cell.style
            }
            line += cell.text
        }
        if current != .plain { line += Self.sgr(.plain) }
        return line
    }

    /// One complete SGR sequence that first resets, then sets every attribute of `style`, so the
    /// result never depends on what was active before.
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isReverse { codes.append("7") }
        if let foreground = style.foreground { codes.append(String(30 + foreground.rawValue)) }
        if let background = style.background { codes.append(String(40 + background.rawValue)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
