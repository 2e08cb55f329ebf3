import TermCanvas

/// Row-by-row comparison of two multi-line texts, producing the failure message snapshot and canvas
/// assertions print: every differing row with its number, the expected and actual text, and the
/// first differing column (in display columns, so it matches what you count on screen).
enum TextDiff {
    /// nil when the texts are equal; otherwise one line per differing row.
    static func describe(expected: [String], actual: [String]) -> String? {
        var lines: [String] = []
        for row in 0..<max(expected.count, actual.count) {
            let want = row < expected.count ? expected[row] : nil
            let got = row < actual.count ? actual[row] : nil
            guard want != got else { continue }
            lines.append(describeRow(row, expected: want, actual: got))
        }
        if expected.count != actual.count {
            lines.append("expected \(expected.count) rows, got \(actual.count)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    private static func describeRow(_ row: Int, expected: String?, actual: String?) -> String {
        let want = expected.map { "\"\($0)\"" } ?? "<missing>"
        let got = actual.map { "\"\($0)\"" } ?? "<missing>"
        let column = firstDifferingColumn(expected ?? "", actual ?? "")
        return "row \(row): expected \(want), actual \(got) (first difference at column \(column))"
    }

    /// The display column where the two strings stop agreeing.
    static func firstDifferingColumn(_ lhs: String, _ rhs: String) -> Int {
        var column = 0
        for (left, right) in zip(lhs, rhs) {
            if left != right { return column }
            column += DisplayWidth.of(left)
        }
        return column
    }
}
