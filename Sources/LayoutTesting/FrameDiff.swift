import TermCanvas

/// Row-by-row comparison of two frames' text, for the failure message of a golden frame: each differing
/// row with its number, the expected and the actual row, and a marker line under the cells that differ
/// (in display columns, so a wide character's two cells line up with what you count on screen).
///
///     row 2: first difference at column 4
///       expected │┌──┐ ┌──┐
///       actual   │┌──┐┌──┐
///                     ^^^^^
public enum FrameDiff {
    /// nil when the texts are equal; otherwise the differing rows, then a row-count line if they differ.
    public static func describe(expected: [String], actual: [String]) -> String? {
        var lines: [String] = []
        for row in 0..<max(expected.count, actual.count) {
            let want = row < expected.count ? expected[row] : nil
            let got = row < actual.count ? actual[row] : nil
            guard want != got else { continue }
            lines += describeRow(row, expected: want, actual: got)
        }
        if expected.count != actual.count {
            lines.append("expected \(expected.count) rows, got \(actual.count)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    private static func describeRow(_ row: Int, expected: String?, actual: String?) -> [String] {
        let column = firstDifferingColumn(expected ?? "", actual ?? "")
        let markers = String(repeating: " ", count: 12) + differingColumns(expected ?? "", actual ?? "")
            .map { $0 ? "^" : " " }.joined()
        return [
            "row \(row): first difference at column \(column)",
            "  expected │" + (expected ?? "<missing>"),
            "  actual   │" + (actual ?? "<missing>"),
            String(markers.reversed().drop { $0 == " " }.reversed()),
        ]
    }

    /// The display column where the two strings stop agreeing.
    public static func firstDifferingColumn(_ lhs: String, _ rhs: String) -> Int {
        differingColumns(lhs, rhs).firstIndex(of: true) ?? min(width(lhs), width(rhs))
    }

    /// For each display column of the longer string, whether the cell there differs.
    static func differingColumns(_ lhs: String, _ rhs: String) -> [Bool] {
        let left = cells(lhs), right = cells(rhs)
        return (0..<max(left.count, right.count)).map { column in
            column >= left.count || column >= right.count || left[column] != right[column]
        }
    }

    /// One entry per display column: a character, or its second cell for a wide one.
    private static func cells(_ text: String) -> [String] {
        var cells: [String] = []
        for character in text {
            cells.append(String(character))
            if DisplayWidth.of(character) == 2 { cells.append("\u{0}" + String(character)) }
        }
        return cells
    }

    private static func width(_ text: String) -> Int { cells(text).count }
}
