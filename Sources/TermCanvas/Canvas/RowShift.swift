#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rows that moved vertically, unchanged, from one frame to the next: a scroll, which a terminal
/// can perform with a scroll region instead of redrawing every row.
///
/// Rows `rows` of the new frame show rows `rows + offset` of the previous one. Shifting `region` of
/// the previous frame by `offset` (up when positive) brings those rows into place and leaves
/// `vacatedRows` blank; `Canvas.forEachChange(since:shift:_:)` then reports what else changed.
public struct RowShift: Equatable, Sendable {
    /// Rows of the new frame that equal previous rows moved by `offset`.
    public let rows: Range<Int>
    /// New row `y` shows previous row `y + offset`: positive when the content moved up.
    public let offset: Int

    /// The scroll region, first and last row: the moved rows plus the rows they came from.
    public var region: ClosedRange<Int> {
        min(rows.lowerBound, rows.lowerBound + offset)...max(rows.upperBound - 1, rows.upperBound - 1 + offset)
    }

    /// The rows the shift leaves blank (where the moved rows were and nothing moved in).
    public var vacatedRows: Range<Int> {
        offset > 0 ? rows.upperBound..<rows.upperBound + offset : rows.lowerBound + offset..<rows.lowerBound
    }

    /// A shift of `rows` by `offset` (positive: the content moved up).
    public init(rows: Range<Int>, offset: Int) {
        self.rows = rows
        self.offset = offset
    }
}

extension Canvas {
    /// The longest band of at least `minimumRows` rows that equals a band of `previous` moved by up
    /// to `maximumOffset` rows (the smaller move wins a tie), or nil. Rows are compared as packed
    /// cells, stopping at the first difference, so frames that did not scroll cost little.
    public func rowShift(since previous: Canvas, maximumOffset: Int = 3, minimumRows: Int = 3) -> RowShift? {
        guard previous.size == size, size.height > 1 else { return nil }
        // A frame with fewer changed rows than a shift needs has nothing to shift (the common case).
        var changedRows = 0
        for y in 0..<size.height where !row(y, equals: y, in: previous) {
            changedRows += 1
            if changedRows >= minimumRows { break }
        }
        guard changedRows >= minimumRows else { return nil }
        var best: RowShift?
        for distance in 1...max(1, min(maximumOffset, size.height - 1)) {
            for offset in [distance, -distance] {
                var runStart = 0
                var y = max(0, -offset)
                let end = min(size.height, size.height - offset)
                runStart = y
                while y <= end {
                    if y < end && row(y, equals: y + offset, in: previous) {
                        y += 1
                        continue
                    }
                    if y - runStart >= max(minimumRows, (best?.rows.count ?? 0) + 1) {
                        best = RowShift(rows: runStart..<y, offset: offset)
                    }
                    y += 1
                    runStart = y
                }
            }
        }
        return best
    }

    /// Whether row `y` shows what `other`'s row `otherY` shows.
    func row(_ y: Int, equals otherY: Int, in other: Canvas) -> Bool {
        row(y, equals: otherY, in: other, columns: drawnSpans[y].union(other.drawnSpans[otherY]).columns)
    }

    /// Whether row `y` shows what `other`'s row `otherY` shows, given that outside `columns` both
    /// rows are blank (the union of their drawn spans).
    func row(_ y: Int, equals otherY: Int, in other: Canvas, columns: Range<Int>) -> Bool {
        guard !columns.isEmpty else { return true }
        let start = y * size.width + columns.lowerBound, otherStart = otherY * other.size.width + columns.lowerBound
        // memcmp is exact only while PackedCell has no padding bytes (its fields fill its 16 bytes).
        if longGraphemes.isEmpty && other.longGraphemes.isEmpty
            && MemoryLayout<PackedCell>.size == MemoryLayout<PackedCell>.stride {
            return cells.withUnsafeBytes { mine in
                other.cells.withUnsafeBytes { theirs in
                    let stride = MemoryLayout<PackedCell>.stride
                    return memcmp(mine.baseAddress! + start * stride, theirs.baseAddress! + otherStart * stride,
                                  columns.count * stride) == 0
                }
            }
        }
        return (0..<columns.count).allSatisfy { cell(at: start + $0, equals: otherStart + $0, in: other) }
    }
}
