/// A size in terminal cells: `width` columns by `height` rows.
public struct CellSize: Hashable, Sendable {
    /// Number of columns.
    public var width: Int
    /// Number of rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension CellSize: CustomStringConvertible {
    /// `"80x24"`, the notation of `--size`.
    public var description: String { "\(width)x\(height)" }
}
