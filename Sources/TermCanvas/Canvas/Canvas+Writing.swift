extension Canvas {
    /// Writes text starting at (x, y), clipped to `clip ∩ bounds` (clip nil = bounds). Returns the number
    /// of columns advanced, whether or not they were visible. Wide characters are never split: a wide
    /// grapheme whose second column would fall outside the clip (or whose first column is outside on the
    /// left) is replaced by a blank in the visible column. Overwriting one half of an existing wide
    /// character blanks its other half (no orphan halves ever). Zero-width graphemes never take a column;
    /// control characters are drawn as "�", never emitted raw.
    @discardableResult
    public mutating func write(
        _ text: String,
        x: Int,
        y: Int,
        style: Style = .plain,
        clip: CellRect? = nil
    ) -> Int {
        let area = drawableArea(clip)
        let rowVisible = y >= area.minY && y < area.maxY
        if DisplayWidth.isPrintableASCII(text) {
            // One byte, one column: no grapheme breaking or width lookups.
            if rowVisible { writeASCII(text, x: x, y: y, style: style, area: area) }
            return text.utf8.count
        }
        if let width = DisplayWidth.simpleWidth(text) {
            // One scalar, one grapheme, one column.
            if rowVisible { writeSimple(text, count: width, x: x, y: y, style: style, area: area) }
            return width
        }
        var column = x
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            if rowVisible {
                draw(character, width: width, x: column, y: y, style: style, area: area)
            }
            column += width
        }
        return column - x
    }

    /// Writes printable ASCII one byte per column from (x, y), inside `area` only.
    private mutating func writeASCII(_ text: String, x: Int, y: Int, style: Style, area: CellRect) {
        let packedStyle = PackedStyle.pack(style)
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            writeRun(bytes, count: bytes.count, x: x, y: y, area: area) { PackedCell(ascii: $0, style: packedStyle) }
        }
        if written == nil {
            writeRun(text.utf8, count: text.utf8.count, x: x, y: y, area: area) { PackedCell(ascii: $0, style: packedStyle) }
        }
    }

    /// Writes text of `count` scalars, each `DisplayWidth.isSimple`, one per column from (x, y), inside `area` only.
    private mutating func writeSimple(_ text: String, count: Int, x: Int, y: Int, style: Style, area: CellRect) {
        let packedStyle = PackedStyle.pack(style)
        writeRun(text.unicodeScalars, count: count, x: x, y: y, area: area) { PackedCell(scalar: $0, style: packedStyle) }
    }

    /// Stores one-column cells made by `pack` from `elements`, one per column from (x, y), inside
    /// `area` only. A run of one-column cells can cut a wide grapheme only at its two ends, so only
    /// those are released (see `releaseWideCharacter(at:y:)`); the cells between are stored directly.
    private mutating func writeRun<Elements: Sequence>(
        _ elements: Elements, count: Int, x: Int, y: Int, area: CellRect,
        pack: (Elements.Element) -> PackedCell
    ) {
        let start = max(x, area.minX), end = min(x + count, area.maxX)
        guard start < end else { return }
        releaseWideCharacter(at: start, y: y)
        releaseWideCharacter(at: end - 1, y: y)
        let rowStart = index(0, y)
        cells.withUnsafeMutableBufferPointer { cells in
            var column = x
            for element in elements {
                if column >= end { break }
                if column >= start { cells[rowStart + column] = pack(element) }
                column += 1
            }
        }
        drawnSpans[y].include(start..<end)
    }

    /// Draws one grapheme of display width 1 or 2 at (x, y), inside `area` only.
    private mutating func draw(
        _ character: Character,
        width: Int,
        x: Int,
        y: Int,
        style: Style,
        area: CellRect
    ) {
        let leftVisible = area.contains(x: x, y: y)
        if width == 1 {
            if leftVisible { put(Cell(text: Self.printable(character), style: style), x: x, y: y) }
            return
        }
        let rightVisible = area.contains(x: x + 1, y: y)
        let blank = Cell(text: " ", style: style)
        switch (leftVisible, rightVisible) {
        case (true, true): putWide(Cell(text: String(character), style: style), x: x, y: y)
        case (true, false): put(blank, x: x, y: y)
        case (false, true): put(blank, x: x + 1, y: y)
        case (false, false): break
        }
    }

    /// The text to store for a one-column grapheme: control characters become U+FFFD so a frame can
    /// never move the terminal's cursor or change its mode.
    private static func printable(_ character: Character) -> String {
        DisplayWidth.isControl(character) ? "\u{FFFD}" : String(character)
    }

    /// Fills `rect ∩ clip ∩ bounds` with `character` in `style`. A `character` that is not exactly one
    /// column wide (a wide, zero-width or control character) fills with spaces instead, because it
    /// cannot tile cells one by one.
    public mutating func fill(
        _ rect: CellRect,
        with character: Character = " ",
        style: Style = .plain,
        clip: CellRect? = nil
    ) {
        let area = rect.intersection(drawableArea(clip))
        guard !area.isEmpty else { return }
        let usable = DisplayWidth.of(character) == 1 && !DisplayWidth.isControl(character)
        let cell = PackedCell(Cell(text: usable ? String(character) : " ", style: style), longGraphemes: &longGraphemes)
        for row in area.minY..<area.maxY {
            fillRun(cell, columns: area.minX..<area.maxX, y: row)
        }
    }

    /// Stores the one-column `cell` in `columns` of row `y` (inside the grid). A run of one-column
    /// cells can cut a wide grapheme only at its two ends, so only those are released (see
    /// `releaseWideCharacter(at:y:)`); the cells between are stored directly.
    mutating func fillRun(_ cell: PackedCell, columns: Range<Int>, y: Int) {
        guard let first = columns.first, let last = columns.last else { return }
        releaseWideCharacter(at: first, y: y)
        releaseWideCharacter(at: last, y: y)
        let rowStart = index(0, y)
        cells.withUnsafeMutableBufferPointer { cells in
            for column in columns { cells[rowStart + column] = cell }
        }
        drawnSpans[y].include(columns)
    }
}
