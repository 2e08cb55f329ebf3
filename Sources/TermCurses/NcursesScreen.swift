import CNcurses
import TermCanvas

/// A `Screen` that shows frames in the real terminal through ncurses.
///
/// Each `present` writes every cell of the frame into ncurses' screen buffer and then updates the
/// terminal once (`wnoutrefresh` + `doupdate`); ncurses sends only the cells that changed, so an
/// unchanged frame costs no output. A wide grapheme is written once, at its left cell; its
/// continuation cell is skipped. The characters are those of `Canvas.textLines()` for the same frame.
///
/// Created by `TerminalSession`, which owns the terminal; use `TerminalSession.screen`.
@MainActor
public final class NcursesScreen: Screen {
    private let constants: CursesConstants
    /// nil when colours are off (`NO_COLOR`, or a terminal without colours).
    private var colorPairs: ColorPairTable?
    /// One cell's scalars plus the terminating 0, reused across cells to avoid allocating per cell.
    private var scalarBuffer: [UInt32]

    init(constants: CursesConstants, colorPairs: ColorPairTable?) {
        self.constants = constants
        self.colorPairs = colorPairs
        scalarBuffer = Array(repeating: 0, count: Int(constants.raw.cellScalarLimit) + 1)
    }

    /// The terminal's size in cells (ncurses' `COLS` × `LINES`), updated on resize.
    public var size: CellSize {
        CellSize(width: Int(cnc_cols()), height: Int(cnc_lines()))
    }

    /// Whether frames are drawn in colour. False when `NO_COLOR` is set or the terminal has no colours;
    /// bold, dim and reverse are drawn either way.
    public var usesColor: Bool { colorPairs != nil }

    /// Draws `canvas` and updates the terminal. Cells outside the canvas are drawn blank; a canvas
    /// larger than the screen is cut at the screen's edge. Does nothing once the session has ended.
    public func present(_ canvas: Canvas) {
        guard cnc_is_active() else { return }
        let size = self.size
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let cell = canvas[x, y]
                if cell.isContinuation {
                    // Only reachable for a continuation without its left half; the canvas forbids it.
                    put(Cell.blank, columns: 1, x: x, y: y)
                    x += 1
                    continue
                }
                let columns = x + 1 < size.width && canvas[x + 1, y].isContinuation ? 2 : 1
                put(cell, columns: columns, x: x, y: y)
                x += columns
            }
        }
        _ = cnc_refresh()
    }

    private func put(_ cell: Cell, columns: Int, x: Int, y: Int) {
        let attributes = StyleAttributes.attributes(for: cell.style, constants: constants)
        let pair = colorPair(for: cell.style)
        let utf8 = cell.text.utf8
        if columns == 1, utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
            write([UInt32(byte)], x: x, y: y, attributes: attributes, pair: pair)
            return
        }
        let plan = GlyphPlan.plan(
            for: cell.text, columns: columns, scalarLimit: Int(constants.raw.cellScalarLimit),
            wcwidth: { Int(cnc_wcwidth($0)) })
        for part in plan.writes {
            write(part.scalars, x: x + part.dx, y: y, attributes: attributes, pair: pair)
        }
    }

    private func write(_ scalars: [UInt32], x: Int, y: Int, attributes: UInt64, pair: Int32) {
        let count = min(scalars.count, scalarBuffer.count - 1)
        for index in 0..<count { scalarBuffer[index] = scalars[index] }
        scalarBuffer[count] = 0
        // ERR at the bottom-right cell only means the cursor could not advance; the cell is drawn.
        _ = scalarBuffer.withUnsafeBufferPointer { buffer in
            cnc_put_cell(Int32(y), Int32(x), buffer.baseAddress, attributes, pair)
        }
    }

    /// The colour pair for `style`'s colours, set up with `init_pair` the first time it is used.
    private func colorPair(for style: Style) -> Int32 {
        guard var table = colorPairs else { return 0 }
        let (pair, definition) = table.pair(foreground: style.foreground, background: style.background)
        if let definition {
            colorPairs = table
            _ = cnc_init_pair(definition.pair, definition.foreground, definition.background)
        }
        return pair
    }
}
