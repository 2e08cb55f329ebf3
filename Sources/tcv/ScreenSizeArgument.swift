import TermCanvas

/// Parses `--size COLSxROWS`.
enum ScreenSizeArgument {
    /// The smallest screen that shows a collection view row above the status line.
    static let minimum = CellSize(width: 10, height: 3)
    static let maximum = CellSize(width: 1000, height: 1000)

    static func parse(_ text: String) -> CellSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (minimum.width...maximum.width).contains(columns), (minimum.height...maximum.height).contains(rows)
        else {
            CommandFailure.exit(
                "invalid --size \(CommandFailure.quote(text)): expected COLSxROWS with COLS \(minimum.width)–\(maximum.width) "
                    + "and ROWS \(minimum.height)–\(maximum.height), e.g. 80x24")
        }
        return CellSize(width: columns, height: rows)
    }
}
