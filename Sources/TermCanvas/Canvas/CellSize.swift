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

extension CellSize {
    /// The two parts of a `WxH` text (`80x24`; the `x` in either case), as written; nil unless there
    /// are exactly two. The one reading of the notation: `--size`, `--item-size`, `<Resize:WxH>` and a
    /// recording's resize events all go through it, each converting the parts its own way.
    public static func dimensions<Text: StringProtocol>(in text: Text) -> (width: Substring, height: Substring)? {
        let parts = Substring(text).split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
        guard parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }

    /// A `COLSxROWS` text of whole numbers written in digits (`80x24`), as `description` writes it.
    public init?<Text: StringProtocol>(parsing text: Text) {
        guard let (width, height) = Self.dimensions(in: text), let columns = Self.digits(width), let rows = Self.digits(height)
        else { return nil }
        self.init(width: columns, height: rows)
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
