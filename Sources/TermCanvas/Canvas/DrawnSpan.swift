/// The columns of one canvas row that drawing may have changed since the canvas was blank: every
/// cell of the row outside the span is blank. Comparing two frames looks only inside the union of
/// their spans, and recycling a canvas clears only its spans, so a frame costs what was drawn in it,
/// not the terminal's area (a list row drawn in 15 of 200 columns is compared in 15 cells).
struct DrawnSpan: Equatable, Sendable {
    private(set) var lower: Int32 = 0
    private(set) var upper: Int32 = 0

    /// A row nothing was drawn in.
    static let empty = DrawnSpan()

    var isEmpty: Bool { lower >= upper }

    /// The columns, as a range.
    var columns: Range<Int> { isEmpty ? 0..<0 : Int(lower)..<Int(upper) }

    /// Widens the span to take in `columns`.
    mutating func include(_ columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        if isEmpty {
            lower = Int32(columns.lowerBound)
            upper = Int32(columns.upperBound)
        } else {
            lower = min(lower, Int32(columns.lowerBound))
            upper = max(upper, Int32(columns.upperBound))
        }
    }

    /// The smallest span covering both.
    func union(_ other: DrawnSpan) -> DrawnSpan {
        var result = self
        result.include(other.columns)
        return result
    }
}
