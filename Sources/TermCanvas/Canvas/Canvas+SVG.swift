extension Canvas {
    /// The frame as an SVG picture of a terminal: a monospace grid (`SVGMetrics`) on a dark
    /// background, each cell's background as a rectangle, text in `<tspan>`s per run of one style
    /// with colours, bold, dim (as opacity) and reverse (colours swapped); a wide character takes two
    /// cells and is stretched to exactly that width (`textLength`), and a run of narrow characters is
    /// spaced to exactly its cells, so columns line up in any monospace font (Consolas' advance is
    /// 0.55 em, not the grid's 0.6). The font list ends in CJK and emoji fonts for wide characters.
    ///
    /// Box-drawing and block characters (U+2500–U+259F) are drawn as geometry in the cell's text
    /// colour (`svgLineArt()`): a font's glyph is shorter than the 17 px row, so a border drawn as text
    /// has gaps between rows (and a scroll bar of █ stripes). Lines run through the cell's centre to its
    /// edges (heavy thicker, double as two lines, ╭ as an arc), so they join their neighbours exactly;
    /// blocks are filled rectangles, shades translucent. Their glyphs stay in the text, invisible
    /// (`fill-opacity="0"`), so the `<text>` of row `r`, `id="row-r"`, still holds exactly
    /// `textLines()[r]` (spaces kept with `xml:space="preserve"`). The style has no underline, so
    /// neither has the SVG.
    public func svg() -> String {
        let width = Double(size.width) * SVGMetrics.cellWidth
        let height = Double(size.height) * SVGMetrics.lineHeight
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGMetrics.number(width))" height="\(SVGMetrics.number(height))" \
            viewBox="0 0 \(SVGMetrics.number(width)) \(SVGMetrics.number(height))" font-family="\(SVGMetrics.fontFamily)" \
            font-size="\(SVGMetrics.number(SVGMetrics.fontSize))" xml:space="preserve">

            <rect width="100%" height="100%" fill="\(SVGMetrics.defaultBackground)"/>

            """
        for row in 0..<size.height { out += svgBackgrounds(row) }
        out += svgLineArt()
        for row in 0..<size.height { out += svgText(row) }
        return out + "</svg>\n"
    }

    /// One rectangle per run of cells whose shown background is not the default.
    private func svgBackgrounds(_ row: Int) -> String {
        var out = ""
        var column = 0
        while column < size.width {
            let fill = SVGMetrics.colors(of: self[column, row].style).background
            var end = column + 1
            while end < size.width, SVGMetrics.colors(of: self[end, row].style).background == fill { end += 1 }
            if fill != SVGMetrics.defaultBackground {
                out += "<rect x=\"\(SVGMetrics.number(Double(column) * SVGMetrics.cellWidth))\" "
                    + "y=\"\(SVGMetrics.number(Double(row) * SVGMetrics.lineHeight))\" "
                    + "width=\"\(SVGMetrics.number(Double(end - column) * SVGMetrics.cellWidth))\" "
                    + "height=\"\(SVGMetrics.number(SVGMetrics.lineHeight))\" fill=\"\(fill)\"/>\n"
            }
            column = end
        }
        return out
    }

    /// The row's text: runs of narrow characters in one style share a `<tspan>`; a wide character
    /// gets its own, two cells long. Line art (drawn by `svgLineArt()`) is in runs of its own, hidden.
    private func svgText(_ row: Int) -> String {
        let baseline = (Double(row) + 1) * SVGMetrics.lineHeight - SVGMetrics.descent
        var out = "<text id=\"row-\(row)\" y=\"\(SVGMetrics.number(baseline))\">"
        var column = 0
        while column < size.width {
            let cell = self[column, row]
            if cell.isContinuation {
                column += 1
                continue
            }
            let isWide = column + 1 < size.width && self[column + 1, row].isContinuation
            let isHidden = SVGMetrics.lineArtScalar(cell.text) != nil
            let end = isWide ? column + 2 : runEnd(column, row, isHidden: isHidden)
            let text = (column..<end).map { self[$0, row].text }.joined()
            out += tspan(text, style: cell.style, column: column, cells: end - column, stretched: isWide, hidden: isHidden)
            column = end
        }
        return out + "</text>\n"
    }

    /// Where the run of narrow characters starting at `column` ends: at a change of style, a wide
    /// character, or a change between line art and text (a blank goes with either).
    private func runEnd(_ column: Int, _ row: Int, isHidden: Bool) -> Int {
        let style = self[column, row].style
        var end = column + 1
        while end < size.width {
            let cell = self[end, row]
            guard cell.style == style, !cell.isContinuation, !(end + 1 < size.width && self[end + 1, row].isContinuation),
                  cell.text == " " || (SVGMetrics.lineArtScalar(cell.text) != nil) == isHidden else { break }
            end += 1
        }
        return end
    }

    private func tspan(_ text: String, style: Style, column: Int, cells: Int, stretched: Bool, hidden: Bool) -> String {
        var attributes = "x=\"\(SVGMetrics.number(Double(column) * SVGMetrics.cellWidth))\""
        if stretched || cells > 1 {
            let adjust = stretched ? "spacingAndGlyphs" : "spacing"
            attributes += " textLength=\"\(SVGMetrics.number(Double(cells) * SVGMetrics.cellWidth))\" lengthAdjust=\"\(adjust)\""
        }
        if hidden {
            attributes += " fill-opacity=\"0\""
        } else {
            attributes += " fill=\"\(SVGMetrics.colors(of: style).foreground)\""
            if style.isBold { attributes += " font-weight=\"bold\"" }
            if style.isDim { attributes += " opacity=\"0.6\"" }
        }
        return "<tspan \(attributes)>\(SVGMetrics.escaped(text))</tspan>"
    }
}

/// The grid and palette of `Canvas.svg()`.
public enum SVGMetrics {
    /// Pixels per column: 0.6 em, the advance of common monospace fonts.
    public static let cellWidth = 8.4
    /// Pixels per row.
    public static let lineHeight = 17.0
    /// The font size in pixels.
    public static let fontSize = 14.0
    static let descent = 4.0
    /// Monospace fonts first; then fonts for the wide characters they lack (CJK, emoji), which the
    /// renderer falls back to per character.
    static let fontFamily = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', "
        + "'Noto Sans Mono CJK SC', 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', monospace"
    /// The terminal's default colours: light text on a dark background.
    public static let defaultForeground = "#d4d4d4"
    /// The background colour of cells without a background colour of their own (`#1e1e1e`).
    public static let defaultBackground = "#1e1e1e"
    /// The eight ANSI colours (xterm's palette), by `TerminalColor.rawValue`.
    static let palette = ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5"]

    /// The colours a cell shows: its own or the defaults, swapped when reversed.
    static func colors(of style: Style) -> (foreground: String, background: String) {
        let foreground = style.foreground.map { palette[$0.rawValue] } ?? defaultForeground
        let background = style.background.map { palette[$0.rawValue] } ?? defaultBackground
        return style.isReverse ? (background, foreground) : (foreground, background)
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Whole numbers without ".0", others with one decimal: stable text for golden files.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
