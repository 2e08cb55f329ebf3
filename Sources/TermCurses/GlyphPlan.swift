import TermCanvas

/// What to hand ncurses for one canvas cell so that ncurses' idea of the screen (which follows
/// the C library's `wcwidth`) stays in step with the canvas grid (which follows `DisplayWidth`).
///
/// Usually the two agree and the whole grapheme goes to one cell. Where they disagree, alignment
/// wins over fidelity: a grapheme the canvas gives two columns but `wcwidth` only one (an emoji
/// like "❤️" whose width comes from its variation selector) is drawn as its base character plus a
/// space; one that `wcwidth` cannot print at the width the canvas gave it is drawn as "?" so the
/// rest of the row never shifts.
struct GlyphPlan: Equatable, Sendable {
    /// One `setcchar` + `mvwadd_wch`: the scalars for the cell at column offset `dx`.
    struct Write: Equatable, Sendable {
        var dx: Int
        var scalars: [UInt32]
    }

    /// The writes, left to right.
    var writes: [Write]

    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let space: UInt32 = 0x20
    private static let questionMark: UInt32 = 0x3F

    /// The plan for a grapheme the canvas draws `columns` (1 or 2) wide. `wcwidth` is the C
    /// library's width of one scalar (-1 when unprintable in the current locale); `scalarLimit` is
    /// how many scalars ncurses keeps in one cell (`CCHARW_MAX`).
    static func plan(for text: String, columns: Int, scalarLimit: Int, wcwidth: (UInt32) -> Int) -> GlyphPlan {
        let scalars = text.unicodeScalars.map(\.value)
        guard let base = scalars.first else { return GlyphPlan(writes: []) }
        let baseWidth = wcwidth(base)
        if baseWidth == columns {
            return GlyphPlan(writes: [Write(dx: 0, scalars: [base] + combining(after: scalars, limit: scalarLimit - 1, wcwidth: wcwidth))])
        }
        if columns == 2 && baseWidth == 1 {
            return GlyphPlan(writes: [Write(dx: 0, scalars: [base]), Write(dx: 1, scalars: [space])])
        }
        let replacement = [Write(dx: 0, scalars: [questionMark])]
        return GlyphPlan(writes: columns == 2 ? replacement + [Write(dx: 1, scalars: [space])] : replacement)
    }

    /// The zero-width scalars that follow the base, up to the first one that is not (a joined
    /// emoji's second part): ncurses keeps only combining characters in a cell, and a dangling
    /// zero-width joiner could make a terminal fuse this cell with the next, so it stops there too.
    private static func combining(after scalars: [UInt32], limit: Int, wcwidth: (UInt32) -> Int) -> [UInt32] {
        var result: [UInt32] = []
        for scalar in scalars.dropFirst() {
            guard scalar != zeroWidthJoiner, wcwidth(scalar) == 0, result.count < limit else { break }
            result.append(scalar)
        }
        return result
    }
}
