/// A grid of cells that views draw into; the headless screen keeps it, the ncurses screen copies it
/// to the terminal. Coordinates are (column, row) from the top-left corner.
///
/// The canvas keeps one invariant on every mutation: a wide grapheme is always followed by its
/// continuation cell, and a continuation cell always follows a wide grapheme. Overwriting either half
/// blanks the other, as a real terminal does, so no frame ever shows half a character.
public struct Canvas: Hashable, Sendable {
    /// Columns and rows of the grid.
    public let size: CellSize
    /// Row-major storage, `cells[y * size.width + x]`, packed so that a frame holds no references.
    var cells: [PackedCell]
    /// Graphemes too long to pack inline, referred to by index from `cells`.
    var longGraphemes: [String] = []
    /// Row by row, the columns drawn in since the canvas was blank (see `DrawnSpan`). Every mutation
    /// of `cells` widens its row's span.
    var drawnSpans: [DrawnSpan]

    /// Creates a canvas of `size` filled with blank cells (negative dimensions count as 0).
    public init(size: CellSize) {
        let clamped = CellSize(width: max(0, size.width), height: max(0, size.height))
        self.size = clamped
        self.cells = Array(repeating: .blank, count: clamped.width * clamped.height)
        self.drawnSpans = Array(repeating: .empty, count: clamped.height)
    }

    /// A blank canvas of `size` made from `recycled`'s storage when it has that size: only the cells
    /// drawn in it are cleared, instead of allocating and blanking a whole frame. A run loop hands
    /// back a frame the screen no longer holds, so the storage is not shared (if it is, clearing
    /// copies it first, and the result is as blank).
    public init(size: CellSize, recycling recycled: consuming Canvas) {
        guard recycled.size == CellSize(width: max(0, size.width), height: max(0, size.height)) else {
            self.init(size: size)
            return
        }
        self = consume recycled
        longGraphemes.removeAll(keepingCapacity: true)
        let width = self.size.width, spans = drawnSpans
        cells.withUnsafeMutableBufferPointer { cells in
            for (y, span) in spans.enumerated() where !span.isEmpty {
                let columns = span.columns
                (cells.baseAddress! + y * width + columns.lowerBound).update(repeating: .blank, count: columns.count)
            }
        }
        for y in drawnSpans.indices { drawnSpans[y] = .empty }
    }

    /// The cell at storage index `index`.
    func cell(at index: Int) -> Cell { cells[index].cell(longGraphemes) }

    /// The byte at column `x`, row `y` when that cell holds one printable ASCII character (space to
    /// "~"), else nil: most cells of a frame, read without building their text, for a terminal
    /// backend writing the cells that changed. Outside the grid, a blank's space, as `self[x, y]`.
    public func printableASCII(x: Int, y: Int) -> UInt8? {
        guard bounds.contains(x: x, y: y) else { return 0x20 }
        let cell = cells[index(x, y)]
        guard cell.byteCount == 1, cell.low >= 0x20, cell.low < 0x7F else { return nil }
        return UInt8(cell.low)
    }

    /// The style at column `x`, row `y`: `self[x, y].style` without building the cell's text.
    public func style(x: Int, y: Int) -> Style {
        guard bounds.contains(x: x, y: y) else { return Cell.blank.style }
        return PackedStyle.unpack(cells[index(x, y)].style)
    }

    /// Whether the cell at `index` shows what `other`'s cell at `otherIndex` shows.
    func cell(at index: Int, equals otherIndex: Int, in other: Canvas) -> Bool {
        let mine = cells[index], theirs = other.cells[otherIndex]
        guard mine.isLong || theirs.isLong else { return mine == theirs }
        return mine.isLong && theirs.isLong && mine.style == theirs.style
            && longGraphemes[Int(mine.low)] == other.longGraphemes[Int(theirs.low)]
    }

    /// Equal when the sizes match and every cell shows the same text in the same style.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.size == rhs.size else { return false }
        if lhs.longGraphemes.isEmpty && rhs.longGraphemes.isEmpty { return lhs.cells == rhs.cells }
        return lhs.cells.indices.allSatisfy { lhs.cell(at: $0, equals: $0, in: rhs) }
    }

    /// Hashes the size and every cell's text and style, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        for index in cells.indices {
            let cell = cells[index]
            if cell.isLong { hasher.combine(longGraphemes[Int(cell.low)]) } else { hasher.combine(cell.low); hasher.combine(cell.high); hasher.combine(cell.byteCount) }
            hasher.combine(cell.style)
        }
    }

    /// The whole grid: origin (0, 0) and `size`.
    public var bounds: CellRect { CellRect(size: size) }

    /// The cell at column `x`, row `y`. Reading outside the grid returns `.blank`; writing outside is
    /// ignored. Writing keeps wide characters whole: it blanks the other half of any wide grapheme
    /// it overwrites, a wide `text` also claims the cell to its right (or becomes a blank when there is
    /// none), and a continuation (`""`) cell written on its own becomes a blank.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard bounds.contains(x: x, y: y) else { return .blank }
            return cell(at: index(x, y))
        }
        set {
            guard bounds.contains(x: x, y: y) else { return }
            let width = newValue.isContinuation ? 0 : DisplayWidth.of(newValue.text)
            if width == 2 && x + 1 < size.width {
                putWide(newValue, x: x, y: y)
            } else if width == 1 {
                put(newValue, x: x, y: y)
            } else {
                put(Cell(text: " ", style: newValue.style), x: x, y: y)
            }
        }
    }

    func index(_ x: Int, _ y: Int) -> Int { y * size.width + x }

    /// Stores a one-column cell, first blanking the other half of any wide grapheme it lands on.
    mutating func put(_ cell: Cell, x: Int, y: Int) {
        put(PackedCell(cell, longGraphemes: &longGraphemes), x: x, y: y)
    }

    /// Stores an already packed one-column cell (see `put(_:x:y:)`).
    mutating func put(_ cell: PackedCell, x: Int, y: Int) {
        releaseWideCharacter(at: x, y: y)
        cells[index(x, y)] = cell
        drawnSpans[y].include(x..<x + 1)
    }

    /// Stores a two-column grapheme at (x, y) and its continuation at (x + 1, y); x + 1 must be in bounds.
    mutating func putWide(_ cell: Cell, x: Int, y: Int) {
        releaseWideCharacter(at: x, y: y)
        releaseWideCharacter(at: x + 1, y: y)
        let packed = PackedCell(cell, longGraphemes: &longGraphemes)
        cells[index(x, y)] = packed
        cells[index(x + 1, y)] = .continuation(style: packed.style)
        drawnSpans[y].include(x..<x + 2)
    }

    /// If (x, y) holds half of a wide grapheme, blanks the other half (keeping its style), so the
    /// cell can be overwritten without leaving an orphan. Both halves were drawn, so they are inside
    /// the row's span already.
    mutating func releaseWideCharacter(at x: Int, y: Int) {
        let current = cells[index(x, y)]
        if current.isContinuation {
            if x > 0 { cells[index(x - 1, y)] = .space(style: cells[index(x - 1, y)].style) }
            cells[index(x, y)] = .space(style: current.style)
        } else if x + 1 < size.width, cells[index(x + 1, y)].isContinuation {
            cells[index(x + 1, y)] = .space(style: cells[index(x + 1, y)].style)
        }
    }

    /// `clip ∩ bounds`, the region a drawing call may touch.
    func drawableArea(_ clip: CellRect?) -> CellRect {
        (clip ?? bounds).intersection(bounds)
    }
}
