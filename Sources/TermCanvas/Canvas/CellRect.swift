/// A rectangle of terminal cells. `minX`/`minY` are inclusive, `maxX`/`maxY` exclusive, so a rect
/// with `x: 2, width: 3` covers columns 2, 3 and 4.
public struct CellRect: Hashable, Sendable {
    /// Column of the left edge.
    public var x: Int
    /// Row of the top edge.
    public var y: Int
    /// Number of columns covered.
    public var width: Int
    /// Number of rows covered.
    public var height: Int

    /// Creates a rectangle whose top-left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The first column inside the rect.
    public var minX: Int { x }
    /// The first row inside the rect.
    public var minY: Int { y }
    /// The first column past the right edge.
    public var maxX: Int { x + width }
    /// The first row past the bottom edge.
    public var maxY: Int { y + height }

    /// True when the rect covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The cells both rects cover; a zero-sized rect when they do not overlap, so callers can
    /// test `isEmpty` instead of handling an optional.
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top, !isEmpty, !other.isEmpty else {
            return CellRect(x: left, y: top, width: 0, height: 0)
        }
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// True when the cell at column `x`, row `y` lies inside the rect.
    public func contains(x: Int, y: Int) -> Bool {
        x >= minX && x < maxX && y >= minY && y < maxY
    }

    /// The rect shrunk by `dx` columns on the left and right and `dy` rows on the top and bottom
    /// (negative values grow it), as `CGRect.insetBy(dx:dy:)`.
    public func insetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

extension CellRect {
    /// A rect at the origin with the given size.
    public init(size: CellSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The size of the rect.
    public var size: CellSize { CellSize(width: width, height: height) }
}
