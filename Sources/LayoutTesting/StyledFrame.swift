import TermCanvas

/// A golden-frame text that sees style: the frame's rows as text, then the same rows as one style
/// letter per cell, then a legend naming each letter's style. A test about looks (selection, help,
/// status line, colours) compares this instead of the text alone, so changing selection from reverse
/// video to bold fails it.
///
///     ┌────┐ ok
///     └────┘
///     --- style ---
///     aaaaaa.bb
///     aaaaaa...
///     --- legend ---
///     . plain
///     a reverse
///     b bold fg:yellow
///
/// Letters go to styles in the order they first appear (row by row, left to right), so the same look
/// always gives the same letters; `.` is the plain style. The second cell of a wide character takes
/// its first cell's letter, so text and style rows line up in display columns.
///
/// Why a small in-repo format rather than swift-snapshot-testing: that package pulls in swift-syntax,
/// minutes of compiling on the 2-core CI for one strategy, and its text strategies would need this same
/// encoding anyway; a plain-text file also diffs cleanly in review.
public enum StyledFrame {
    /// The letters styles get, in order of first appearance.
    static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The text, style and legend blocks of `canvas`.
    public static func text(_ canvas: Canvas) -> String {
        var letterOf: [Style: Character] = [.plain: "."]
        var legend: [(Character, Style)] = [(".", .plain)]
        var styleRows: [String] = []
        for y in 0..<canvas.size.height {
            var row = ""
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                let style = cell.isContinuation && x > 0 ? canvas[x - 1, y].style : cell.style
                if letterOf[style] == nil {
                    let letter = legend.count - 1 < letters.count ? letters[legend.count - 1] : "?"
                    letterOf[style] = letter
                    legend.append((letter, style))
                }
                row.append(letterOf[style] ?? "?")
            }
            styleRows.append(row)
        }
        let legendLines = legend.map { "\($0.0) \(describe($0.1))" }
        return (canvas.textLines() + ["--- style ---"] + styleRows + ["--- legend ---"] + legendLines)
            .joined(separator: "\n")
    }

    /// A style in words: attributes, then colours.
    public static func describe(_ style: Style) -> String {
        var words: [String] = []
        if style.isBold { words.append("bold") }
        if style.isDim { words.append("dim") }
        if style.isReverse { words.append("reverse") }
        if let foreground = style.foreground { words.append("fg:\(foreground)") }
        if let background = style.background { words.append("bg:\(background)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
