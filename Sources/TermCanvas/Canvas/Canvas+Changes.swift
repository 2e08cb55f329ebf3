extension Canvas {
    /// Calls `body` for every grapheme of this frame that differs from `previous` at the same place,
    /// row by row, left to right: what a terminal showing `previous` must be sent to show this frame.
    ///
    /// A wide grapheme is reported once, at its left cell, with `columns` 2; continuation cells are
    /// never reported on their own. That is enough: the canvas keeps wide graphemes whole, so when a
    /// wide grapheme appears, disappears or moves, every cell whose grapheme changed differs from
    /// `previous` (a continuation that became a narrow character, the left half that replaced it…),
    /// and a continuation that differs only in style is drawn with its left half's style anyway.
    /// With no `previous`, or one of another size (a resize), every grapheme is reported.
    ///
    /// Cells are compared in place, without copying or hashing, so an unchanged frame costs one
    /// comparison per cell and no calls.
    ///
    /// With a `shift` (see `rowShift(since:)`), the terminal is taken to have shifted its rows first:
    /// the moved rows are not reported at all, the rows it left blank are reported whole, and other
    /// rows are compared with `previous` as usual.
    public func forEachChange(
        since previous: Canvas?,
        shift: RowShift? = nil,
        _ body: (_ x: Int, _ y: Int, _ cell: Cell, _ columns: Int) -> Void
    ) {
        let width = size.width
        let old = previous?.size == size ? previous : nil
        let comparesLong = !longGraphemes.isEmpty || !(old?.longGraphemes.isEmpty ?? true)
        cells.withUnsafeBufferPointer { new in
            (old?.cells ?? []).withUnsafeBufferPointer { oldCells in
                for y in 0..<size.height {
                    if let shift, old != nil, shift.rows.contains(y) { continue }
                    let comparesRow = old != nil && !(shift?.vacatedRows.contains(y) ?? false)
                    if comparesRow, let old, width > 0, row(y, equals: y, in: old) { continue }
                    let row = y * width
                    for x in 0..<width {
                        let packed = new[row + x]
                        if packed.isContinuation { continue }
                        if comparesRow, let old {
                            if packed == oldCells[row + x] && !packed.isLong { continue }
                            if comparesLong && cell(at: row + x, equals: row + x, in: old) { continue }
                        }
                        let columns = x + 1 < width && new[row + x + 1].isContinuation ? 2 : 1
                        body(x, y, packed.cell(longGraphemes), columns)
                    }
                }
            }
        }
    }
}
