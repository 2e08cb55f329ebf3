import TermCanvas

/// Parses `--size COLSxROWS`.
enum ScreenSizeArgument {
    /// The smallest screen that shows a collection view row above the status line.
    static let minimum = CellSize(width: 10, height: 3)
    static let maximum = CellSize(width: 1000, height: 1000)

    static func parse(_ text: String) throws -> CellSize {
        guard let size = CellSize(parsing: text), (minimum.width...maximum.width).contains(size.width),
              (minimum.height...maximum.height).contains(size.height)
        else {
            throw CommandFailure(
                "invalid --size \(CommandFailure.quote(text)): expected COLSxROWS with COLS \(minimum.width)–\(maximum.width) "
                    + "and ROWS \(minimum.height)–\(maximum.height), e.g. 80x24")
        }
        return size
    }
}
