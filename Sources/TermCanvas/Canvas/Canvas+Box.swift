extension Canvas {
    /// Draws the border of `rect` (only the border; the inside is untouched), clipped to
    /// `clip ∩ bounds`. A rect one row high draws a horizontal line of `border.top`; one column wide
    /// (and taller than one row) a vertical line of `border.left`. Border parts outside the clip are
    /// skipped, so a box cut by the viewport shows exactly its visible edges.
    public mutating func drawBox(
        _ rect: CellRect,
        border: BorderStyle,
        style: Style = .plain,
        clip: CellRect? = nil
    ) {
        guard !rect.isEmpty else { return }
        let area = drawableArea(clip)
        // Lines loop over their visible part only: a one-row box a trillion columns wide costs the screen width.
        if rect.height == 1 {
            for column in visibleRange(rect.minX, rect.maxX, area.minX, area.maxX) {
                plot(border.top, x: column, y: rect.minY, style: style, area: area)
            }
            return
        }
        if rect.width == 1 {
            for row in visibleRange(rect.minY, rect.maxY, area.minY, area.maxY) {
                plot(border.left, x: rect.minX, y: row, style: style, area: area)
            }
            return
        }
        drawFrame(rect, border: border, style: style, area: area)
    }

    /// Corners and edges of a rect at least 2×2.
    private mutating func drawFrame(_ rect: CellRect, border: BorderStyle, style: Style, area: CellRect) {
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        plot(border.topLeft, x: rect.minX, y: rect.minY, style: style, area: area)
        plot(border.topRight, x: right, y: rect.minY, style: style, area: area)
        plot(border.bottomLeft, x: rect.minX, y: bottom, style: style, area: area)
        plot(border.bottomRight, x: right, y: bottom, style: style, area: area)
        for column in visibleRange(rect.minX + 1, right, area.minX, area.maxX) {
            plot(border.top, x: column, y: rect.minY, style: style, area: area)
            plot(border.bottom, x: column, y: bottom, style: style, area: area)
        }
        for row in visibleRange(rect.minY + 1, bottom, area.minY, area.maxY) {
            plot(border.left, x: rect.minX, y: row, style: style, area: area)
            plot(border.right, x: right, y: row, style: style, area: area)
        }
    }

    /// `lower..<upper` limited to `areaLower..<areaUpper`, so a huge box costs only its visible part.
    private func visibleRange(_ lower: Int, _ upper: Int, _ areaLower: Int, _ areaUpper: Int) -> Range<Int> {
        let start = max(lower, areaLower)
        let end = min(upper, areaUpper)
        return start < end ? start..<end : start..<start
    }

    /// Puts a one-column character at (x, y) when that cell lies in `area`.
    private mutating func plot(_ character: Character, x: Int, y: Int, style: Style, area: CellRect) {
        guard area.contains(x: x, y: y) else { return }
        put(Cell(text: String(character), style: style), x: x, y: y)
    }
}
