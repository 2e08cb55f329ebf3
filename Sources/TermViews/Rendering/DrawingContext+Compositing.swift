import TermCanvas

extension DrawingContext {
    /// Runs `body` (content drawn over a background layer), then gives back the background's colour and
    /// reverse video to every cell whose new style names no background: the terminal's version of a
    /// clear view over a coloured one.
    package func compositingOverBackground(_ body: () -> Void) {
        let area = clip
        var below: [Style] = []
        below.reserveCapacity(max(0, area.width * area.height))
        for y in area.y..<(area.y + max(0, area.height)) {
            for x in area.x..<(area.x + max(0, area.width)) { below.append(canvas[x, y].style) }
        }
        body()
        var index = 0
        for y in area.y..<(area.y + max(0, area.height)) {
            for x in area.x..<(area.x + max(0, area.width)) {
                let background = below[index]
                index += 1
                guard background.background != nil || background.isReverse else { continue }
                canvas.modifyStyle(in: CellRect(x: x, y: y, width: 1, height: 1), clip: area) { style in
                    if style.background == nil { style.background = background.background }
                    style.isReverse = style.isReverse || background.isReverse
                }
            }
        }
    }
}
