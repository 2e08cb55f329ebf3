extension Canvas {
    /// Applies `change` to the style of every cell in `rect ∩ clip ∩ bounds` (used for dimming and
    /// overlays). A wide grapheme cut by the region's edge is changed as a whole, because its two cells
    /// must keep one style.
    public mutating func modifyStyle(
        in rect: CellRect,
        clip: CellRect? = nil,
        _ change: (inout Style) -> Void
    ) {
        let area = rect.intersection(drawableArea(clip))
        guard !area.isEmpty else { return }
        for row in area.minY..<area.maxY {
            var first = area.minX
            var last = area.maxX - 1
            if cells[index(first, row)].isContinuation, first > 0 { first -= 1 }
            if last + 1 < size.width, cells[index(last + 1, row)].isContinuation { last += 1 }
            for column in first...last {
                var style = PackedStyle.unpack(cells[index(column, row)].style)
                change(&style)
                cells[index(column, row)].style = PackedStyle.pack(style)
            }
            drawnSpans[row].include(first..<last + 1)
        }
    }
}
