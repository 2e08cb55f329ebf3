#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// the moved rows are not reported at all, the rows it left blank are compared with blank cells
    /// (a terminal fills them with spaces in the default style, as ncurses' `wscrl` and a terminal's
    /// own scroll do) and other rows are compared with `previous` as usual.
    ///
    /// `body` gets where each change is; it reads what it needs of the cell there — `self[x, y]`, or
    /// without building the cell's text, `printableASCII(x:y:)` and `style(x:y:)`.
    public func forEachChange(since previous: Canvas?, shift: RowShift? = nil, _ body: (Change) -> Void) {
        visitChanges(since: previous, shift: shift) { x, y, _, columns in
            body(Change(x: x, y: y, columns: columns))
            return true
        }
    }

    /// A grapheme `forEachChange(since:shift:_:)` reports: where it is and how many columns it takes.
    public struct Change: Equatable, Sendable {
        /// The column the grapheme starts in.
        public var x: Int
        /// The row.
        public var y: Int
        /// How many columns the grapheme takes: 1, or 2 for a wide character.
        public var columns: Int

        /// A change at column `x`, row `y`, `columns` wide.
        public init(x: Int, y: Int, columns: Int) {
            self.x = x
            self.y = y
            self.columns = columns
        }
    }

    /// Appends to `changes` the graphemes `forEachChange(since:_:)` would report (no shift), in the
    /// same order, stopping after `limit` of them: one walk that a screen can weigh (how many, in
    /// which rows) before writing them, instead of walking the frame once to count and again to
    /// write. Returns whether every change was appended (false when the walk stopped at `limit`: a
    /// frame that changed that much is better weighed by other means, such as a shift).
    @discardableResult
    public func appendChanges(since previous: Canvas?, to changes: inout [Change], limit: Int = .max) -> Bool {
        guard limit > 0 else { return changeCount(since: previous, limit: 1) == 0 }
        var appended = 0, complete = true
        visitChanges(since: previous, shift: nil) { x, y, _, columns in
            guard appended < limit else {
                complete = false
                return false
            }
            changes.append(Change(x: x, y: y, columns: columns))
            appended += 1
            return true
        }
        return complete
    }

    /// How many graphemes `forEachChange(since:shift:_:)` would report, counting no further than
    /// `limit`: what a screen weighs before choosing between shifting rows and rewriting cells.
    public func changeCount(since previous: Canvas?, shift: RowShift? = nil, limit: Int = .max) -> Int {
        var count = 0
        guard limit > 0 else { return 0 }
        visitChanges(since: previous, shift: shift) { _, _, _, _ in
            count += 1
            return count < limit
        }
        return count
    }

    /// The walk behind `forEachChange`, `appendChanges` and `changeCount`: `body` gets each changed
    /// grapheme as stored and returns false to stop.
    private func visitChanges(
        since previous: Canvas?,
        shift: RowShift?,
        _ body: (_ x: Int, _ y: Int, _ cell: PackedCell, _ columns: Int) -> Bool
    ) {
        let width = size.width
        let hasOld = previous?.size == size
        // Bound once: binding an optional canvas per cell would retain and release its storage.
        let old = hasOld ? previous! : self
        let comparesLong = !longGraphemes.isEmpty || (hasOld && !old.longGraphemes.isEmpty)
        cells.withUnsafeBufferPointer { new in
            old.cells.withUnsafeBufferPointer { oldCells in
                for y in 0..<size.height {
                    if hasOld, let shift, shift.rows.contains(y) { continue }
                    let isVacated = hasOld && (shift?.vacatedRows.contains(y) ?? false)
                    let comparesRow = hasOld && !isVacated
                    // Outside the drawn spans both rows are blank: only the union can differ (a
                    // vacated row is compared with blanks, so only this frame's span).
                    let columns = !hasOld ? 0..<width
                        : isVacated ? drawnSpans[y].columns : drawnSpans[y].union(old.drawnSpans[y]).columns
                    if columns.isEmpty { continue }
                    if comparesRow, row(y, equals: y, in: old, columns: columns) { continue }
                    let row = y * width
                    let skipsEqualRuns = comparesRow && !comparesLong
                    var x = columns.lowerBound
                    let end = columns.upperBound
                    while x < end {
                        if skipsEqualRuns {
                            x += Self.firstDifference(new, oldCells, from: row + x, count: end - x)
                            guard x < end else { break }
                        }
                        defer { x += 1 }
                        let packed = new[row + x]
                        if comparesRow {
                            if packed.isSame(as: oldCells[row + x]) && !packed.isLong { continue }
                            if comparesLong && cell(at: row + x, equals: row + x, in: old) { continue }
                        } else if isVacated && packed.isSame(as: .blank) {
                            continue
                        }
                        if packed.isContinuation { continue }
                        let columns = x + 1 < width && new[row + x + 1].isContinuation ? 2 : 1
                        guard body(x, y, packed, columns) else { return }
                    }
                }
            }
        }
    }

    /// The offset from `start` of the first of `count` cells where `new` and `old` differ, or `count`:
    /// a changed row mostly differs in a few cells, so equal blocks of cells are skipped with `memcmp`
    /// (exact while a packed cell has no padding, as `row(_:equals:in:)` notes) before the cell walk.
    private static func firstDifference(
        _ new: UnsafeBufferPointer<PackedCell>, _ old: UnsafeBufferPointer<PackedCell>, from start: Int, count: Int
    ) -> Int {
        guard MemoryLayout<PackedCell>.size == MemoryLayout<PackedCell>.stride else { return 0 }
        let block = 16
        var offset = 0
        while offset + block <= count
            && memcmp(new.baseAddress! + start + offset, old.baseAddress! + start + offset,
                      block * MemoryLayout<PackedCell>.stride) == 0 {
            offset += block
        }
        while offset < count && new[start + offset].isSame(as: old[start + offset]) { offset += 1 }
        return offset
    }
}
