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
        let style = PackedStyle.pack(style)
        // Each border part is packed once, not once per cell.
        // Lines loop over their visible part only: a one-row box a trillion columns wide costs the screen width.
        if rect.height == 1 {
            line(pack(border.top, style), columns: visibleRange(rect.minX, rect.maxX, area.minX, area.maxX), y: rect.minY, area: area)
            return
        }
        if rect.width == 1 {
            let left = pack(border.left, style)
            for row in visibleRange(rect.minY, rect.maxY, area.minY, area.maxY) {
                plot(left, x: rect.minX, y: row, area: area)
            }
            return
        }
        drawFrame(rect, border: border, style: style, area: area)
    }

    /// Corners and edges of a rect at least 2×2.
    private mutating func drawFrame(_ rect: CellRect, border: BorderStyle, style: UInt16, area: CellRect) {
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        plot(pack(border.topLeft, style), x: rect.minX, y: rect.minY, area: area)
        plot(pack(border.topRight, style), x: right, y: rect.minY, area: area)
        plot(pack(border.bottomLeft, style), x: rect.minX, y: bottom, area: area)
        plot(pack(border.bottomRight, style), x: right, y: bottom, area: area)
        let edge = visibleRange(rect.minX + 1, right, area.minX, area.maxX)
        line(pack(border.top, style), columns: edge, y: rect.minY, area: area)
        line(pack(border.bottom, style), columns: edge, y: bottom, area: area)
        let left = pack(border.left, style), rightEdge = pack(border.right, style)
        for row in visibleRange(rect.minY + 1, bottom, area.minY, area.maxY) {
            plot(left, x: rect.minX, y: row, area: area)
            plot(rightEdge, x: right, y: row, area: area)
        }
    }

    /// `lower..<upper` limited to `areaLower..<areaUpper`, so a huge box costs only its visible part.
    private func visibleRange(_ lower: Int, _ upper: Int, _ areaLower: Int, _ areaUpper: Int) -> Range<Int> {
        let start = max(lower, areaLower)
        let end = min(upper, areaUpper)
        return start < end ? start..<end : start..<start
    }

    /// A border part in packed `style`.
    private mutating func pack(_ character: Character, _ style: UInt16) -> PackedCell {
        PackedCell(character: character, style: style, longGraphemes: &longGraphemes)
    }

    /// A horizontal edge: `cell` in `columns` (already inside `area`) of row `y`, when the row is in `area`.
    private mutating func line(_ cell: PackedCell, columns: Range<Int>, y: Int, area: CellRect) {
        guard y >= area.minY && y < area.maxY else { return }
        fillRun(cell, columns: columns, y: y)
    }

    /// Puts a one-column border cell at (x, y) when that cell lies in `area`.
    private mutating func plot(_ cell: PackedCell, x: Int, y: Int, area: CellRect) {
        guard area.contains(x: x, y: y) else { return }
        put(cell, x: x, y: y)
    }
}
