import Foundation
import TermCanvas

/// The one mapping between UIKit points and terminal cells: how many points one column is wide and
/// one row is tall.
///
/// Every frame, offset and size a layout computes stays in points; only this type turns them into
/// cells (to draw) and cells back into points (the mouse, a key's step). A terminal cell is about
/// twice as tall as it is wide, so a square in points is square on screen when a row holds about
/// twice the points a column does (`pointsPerRow ≈ 2 × pointsPerColumn`).
///
/// ```swift
/// let phone = ScreenScale(fittingWidth: 393, intoColumns: 100, cellAspect: 2)
/// phone.pointsPerColumn   // 3.93
/// phone.pointsPerRow      // 7.86
/// phone.cellRect(for: CGRect(x: 0, y: 0, width: 44, height: 44),
///                origin: CellRect(x: 0, y: 0, width: 0, height: 0))   // 11 × 6 cells
/// ```
public struct ScreenScale: Hashable, Sendable, CustomStringConvertible {
    /// Points one terminal column is wide.
    public let pointsPerColumn: CGFloat
    /// Points one terminal row is tall.
    public let pointsPerRow: CGFloat

    /// One point per cell: layouts written for the terminal (`--cells`) and the seed demos.
    public static let cells = ScreenScale(pointsPerColumn: 1, pointsPerRow: 1)

    /// A scale of the given points per column and per row; values that are not positive and finite
    /// become 1 (a scale must map every point somewhere).
    public init(pointsPerColumn: CGFloat, pointsPerRow: CGFloat) {
        self.pointsPerColumn = pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 1
        self.pointsPerRow = pointsPerRow.isFinite && pointsPerRow > 0 ? pointsPerRow : 1
    }

    /// The scale that shows `width` points across `columns` columns, with rows `cellAspect` times as
    /// tall as columns are wide (a cell's height over its width: about 2).
    public init(fittingWidth width: CGFloat, intoColumns columns: Int, cellAspect: CGFloat) {
        let perColumn = width / CGFloat(max(1, columns))
        self.init(pointsPerColumn: perColumn, pointsPerRow: perColumn * cellAspect)
    }

    /// Whether a point is a cell: terminal-sized layouts and UIKit defaults in cells.
    public var isOnePointPerCell: Bool { pointsPerColumn == 1 && pointsPerRow == 1 }

    /// A rect in points (relative to the area's top-left corner) → the cells it covers, placed at
    /// `origin`'s corner. Each edge rounds to the nearest cell edge (halves round up), so rects that
    /// touch in points touch on screen — no gap, no overlap — and a rect keeps its cell size wherever
    /// it sits on a whole-cell grid. Edges are first clamped to ±2^53 (NaN to 0), so no value traps in
    /// the conversion to `Int`; clipped drawing then touches only visible cells.
    /// (Inlinable: the collection view's renderer maps every visible element through it each frame.)
    @inlinable
    public func cellRect(for rect: CGRect, origin: CellRect) -> CellRect {
        let minX = column(atPoint: rect.minX), maxX = column(atPoint: rect.maxX)
        let minY = row(atPoint: rect.minY), maxY = row(atPoint: rect.maxY)
        return CellRect(x: origin.x + minX, y: origin.y + minY, width: maxX - minX, height: maxY - minY)
    }

    /// The cell edge nearest to `x` points: the column edge a frame's left or right edge lands on.
    @inlinable
    public func column(atPoint x: CGFloat) -> Int {
        Self.nearestEdge(x / pointsPerColumn)
    }

    /// The cell edge nearest to `y` points.
    @inlinable
    public func row(atPoint y: CGFloat) -> Int {
        Self.nearestEdge(y / pointsPerRow)
    }

    /// The centre of cell `(column, row)` in points, relative to the area's top-left corner: where a
    /// click on that cell touches.
    public func point(atCellCenter column: Int, _ row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * pointsPerColumn, y: (CGFloat(row) + 0.5) * pointsPerRow)
    }

    /// A rect of cells in points (the area a view gets from the window, say).
    public func rect(of cells: CellRect) -> CGRect {
        CGRect(x: CGFloat(cells.x) * pointsPerColumn, y: CGFloat(cells.y) * pointsPerRow,
               width: CGFloat(cells.width) * pointsPerColumn, height: CGFloat(cells.height) * pointsPerRow)
    }

    /// `columns` by `rows` cells, in points: what drawn text or a border needs.
    public func size(columns: Int, rows: Int) -> CGSize {
        CGSize(width: CGFloat(columns) * pointsPerColumn, height: CGFloat(rows) * pointsPerRow)
    }

    /// Whole columns in `width` points: how much text fits across.
    public func columns(in width: CGFloat) -> Int {
        guard width.isFinite, width > 0 else { return 0 }
        return Int(min(width / pointsPerColumn, 1e9).rounded(.towardZero))
    }

    /// The scale as reports print it: `1 point per cell`, or the points per column and per row.
    public var description: String {
        isOnePointPerCell ? "1 point per cell"
            : "\(Self.format(pointsPerColumn)) × \(Self.format(pointsPerRow)) points per cell"
    }

    @inlinable
    static func nearestEdge(_ value: CGFloat) -> Int {
        Int((DrawableGeometry.clamped(value) + 0.5).rounded(.down))
    }

    private static func format(_ value: CGFloat) -> String {
        String(format: "%.2f", Double(value))
    }
}
