import CNcurses
import TermCanvas

/// A `Screen` that shows frames in the real terminal through ncurses.
///
/// Each `present` hands ncurses only the cells that changed since the previous frame, found in one
/// walk of the columns either frame drew in (`Canvas.appendChanges(since:to:)`) — after shifting its
/// rows when the frame scrolled (`Canvas.rowShift(since:)`) and the shift spares more writes than it
/// costs (see `regionCellsPerWrite`), so a scroll costs the rows scrolled in — then updates the
/// terminal once (`wnoutrefresh` + `doupdate`, which does not stop to poll the input: typeahead is off);
/// ncurses' screen buffer still holds the unchanged cells, and it sends the terminal only what
/// differs, so a frame costs what changed and an unchanged frame costs no output and no ncurses
/// calls but the refresh. The first frame and the first after a resize are written whole. A wide
/// grapheme is written once, at its left cell. The characters are those of `Canvas.textLines()` for
/// the same frame.
///
/// Created by `TerminalSession`, which owns the terminal; use `TerminalSession.screen`.
@MainActor
public final class NcursesScreen: Screen {
    private let constants: CursesConstants
    /// nil until colours are started, and for good when they are off (`NO_COLOR`, or a terminal
    /// without colours).
    private var colorPairs: ColorPairTable?
    /// Starts the terminal's colours, until a frame first needs them: once colours are started,
    /// ncurses' `doupdate` does more per cell (about 0.34 M more instructions for a 200×60 scroll,
    /// measured with callgrind against `NO_COLOR`), which a frame without colour need not pay.
    private var startColors: (() -> ColorPairTable?)?
    /// One cell's scalars plus the terminating 0, reused across cells to avoid allocating per cell
    /// (a pointer, so handing it to C needs no closure).
    private let scalarBuffer: UnsafeMutableBufferPointer<UInt32>
    /// The frame ncurses' screen buffer holds, to compare the next one with.
    private var shown: Canvas?
    /// The graphemes of the frame being presented that differ from `shown` in place, kept between
    /// frames so collecting them allocates nothing.
    private var changes: [Canvas.Change] = []
    /// The attributes and colour pair of the last style written: neighbouring cells mostly share a
    /// style, so most cells skip the attribute and colour-pair lookups.
    private var lastStyle: (style: Style, attributes: UInt64, pair: Int32)?
    /// The last grapheme planned and its plan (see `glyphPlan(for:columns:)`).
    private var lastPlan: (text: String, columns: Int, plan: GlyphPlan)?

    /// `startColors` starts colours and returns their pair table (nil if they cannot be started);
    /// nil for a monochrome screen. It is called when a frame first has a cell with a colour.
    init(constants: CursesConstants, startColors: (() -> ColorPairTable?)?) {
        self.constants = constants
        self.startColors = startColors
        scalarBuffer = .allocate(capacity: Int(constants.raw.cellScalarLimit) + 1)
        scalarBuffer.initialize(repeating: 0)
    }

    isolated deinit {
        scalarBuffer.deallocate()
    }

    /// The terminal's size in cells (ncurses' `COLS` × `LINES`), updated on resize.
    public var size: CellSize {
        CellSize(width: Int(cnc_cols()), height: Int(cnc_lines()))
    }

    /// Whether frames are drawn in colour. False when `NO_COLOR` is set or the terminal has no colours;
    /// bold, dim and reverse are drawn either way. True before the first coloured frame starts them.
    public var usesColor: Bool { colorPairs != nil || startColors != nil }

    /// Draws `canvas` and updates the terminal. Cells outside the canvas are drawn blank; a canvas
    /// larger than the screen is cut at the screen's edge. Does nothing once the session has ended.
    public func present(_ canvas: Canvas) {
        guard cnc_is_active() else { return }
        let frame = Self.fitted(canvas, to: size)
        changes.removeAll(keepingCapacity: true)
        // Collected only as far as a shift could pay (its region is at most every row): past that,
        // a frame is weighed and written by walking it again.
        let isComplete = frame.appendChanges(since: shown, to: &changes, limit: Self.shiftCost(rows: frame.size.height, width: frame.size.width) + 1)
        if let previous = shown, let shift = scroll(to: frame, from: previous, changedInPlace: changes, isComplete: isComplete) {
            frame.forEachChange(since: previous, shift: shift) { put($0, of: frame) }
        } else if isComplete {
            for change in changes { put(change, of: frame) }
        } else {
            frame.forEachChange(since: shown) { put($0, of: frame) }
        }
        shown = frame
        _ = cnc_refresh()
    }

    /// How many cells of a shifted region cost ncurses as much as writing one cell. A shift marks
    /// every row of its region changed, so `wnoutrefresh` copies and compares all of their cells
    /// (about 28 instructions a cell under callgrind, at 200×60), while a written cell costs about
    /// 1,000 (`setcchar`, `mvwadd_wch`, the style lookups). ncurses finds a scroll in unshifted rows
    /// by itself (its line hashes), so the terminal gets the same bytes either way.
    nonisolated static let regionCellsPerWrite = 32

    /// What shifting `rows` rows costs ncurses, in cell writes.
    nonisolated static func shiftCost(rows: Int, width: Int) -> Int { rows * width / regionCellsPerWrite }

    /// Shifts ncurses' rows by `worthwhileShift(to:from:changedInPlace:isComplete:)`, so that only
    /// the rows scrolled in are written and ncurses can send the terminal a scroll.
    private func scroll(to frame: Canvas, from previous: Canvas, changedInPlace: [Canvas.Change], isComplete: Bool) -> RowShift? {
        guard let shift = Self.worthwhileShift(to: frame, from: previous, changedInPlace: changedInPlace, isComplete: isComplete)
        else { return nil }
        let region = shift.region
        guard cnc_scroll_region(Int32(region.lowerBound), Int32(region.upperBound), Int32(shift.offset)) == constants.raw.ok else {
            return nil
        }
        return shift
    }

    /// The shift of `previous`'s rows that shows `frame` (`Canvas.rowShift(since:)`), when it spares
    /// more cell writes than its region costs: a list whose rows change in a few cells is cheaper
    /// rewritten in place, a list of boxes is cheaper shifted. `changedInPlace` are `frame`'s changes
    /// since `previous` without a shift (`Canvas.appendChanges(since:to:limit:)`), all of them when
    /// `isComplete`, else the first ones.
    nonisolated static func worthwhileShift(
        to frame: Canvas, from previous: Canvas, changedInPlace: [Canvas.Change], isComplete: Bool
    ) -> RowShift? {
        let width = frame.size.width
        let cost = { (rows: Int) in shiftCost(rows: rows, width: width) }
        // A region pays only if some row in it changed in more cells than its share of the cost, so
        // frames whose rows all changed in a few cells (a list's numbers) skip looking for a shift.
        guard changedInPlace.count > cost(1), hasRow(in: changedInPlace, withMoreThan: cost(1)),
              let shift = frame.rowShift(since: previous) else { return nil }
        let needed = frame.changeCount(since: previous, shift: shift) + cost(shift.region.count)
        let writes = isComplete ? changedInPlace.count : frame.changeCount(since: previous, limit: needed + 1)
        return writes > needed ? shift : nil
    }

    /// Whether some row holds more than `count` of `changes` (which come row by row).
    private nonisolated static func hasRow(in changes: [Canvas.Change], withMoreThan count: Int) -> Bool {
        var row = -1, inRow = 0
        for change in changes {
            if change.y != row { row = change.y; inRow = 0 }
            inRow += 1
            if inRow > count { return true }
        }
        return false
    }

    /// `canvas` itself when it has the screen's size (the run loop's frames always do), otherwise
    /// copied into a blank canvas of that size so every screen cell is defined.
    static func fitted(_ canvas: Canvas, to size: CellSize) -> Canvas {
        if canvas.size == size { return canvas }
        var fitted = Canvas(size: size)
        for y in 0..<min(size.height, canvas.size.height) {
            for x in 0..<min(size.width, canvas.size.width) where !canvas[x, y].isContinuation {
                fitted[x, y] = canvas[x, y]
            }
        }
        return fitted
    }

    /// Hands ncurses the grapheme `change` locates in `frame`. Most are one printable ASCII byte,
    /// written without building the cell's text.
    private func put(_ change: Canvas.Change, of frame: Canvas) {
        let x = change.x, y = change.y
        if change.columns == 1, let byte = frame.printableASCII(x: x, y: y) {
            let (attributes, pair) = attributesAndPair(for: frame.style(x: x, y: y))
            scalarBuffer[0] = UInt32(byte)
            scalarBuffer[1] = 0
            putBuffer(x: x, y: y, attributes: attributes, pair: pair)
            return
        }
        let cell = frame[x, y]
        let (attributes, pair) = attributesAndPair(for: cell.style)
        let plan = glyphPlan(for: cell.text, columns: change.columns)
        for part in plan.writes {
            write(part.scalars, x: x + part.dx, y: y, attributes: attributes, pair: pair)
        }
    }

    /// `GlyphPlan.plan` for a grapheme, reusing the last plan while the grapheme repeats (a border's
    /// run of "─" is planned once, not once per cell).
    private func glyphPlan(for text: String, columns: Int) -> GlyphPlan {
        if let lastPlan, lastPlan.columns == columns, lastPlan.text == text { return lastPlan.plan }
        let plan = GlyphPlan.plan(
            for: text, columns: columns, scalarLimit: Int(constants.raw.cellScalarLimit),
            wcwidth: { Int(cnc_wcwidth($0)) })
        lastPlan = (text, columns, plan)
        return plan
    }

    private func attributesAndPair(for style: Style) -> (UInt64, Int32) {
        if let lastStyle, lastStyle.style == style { return (lastStyle.attributes, lastStyle.pair) }
        let attributes = StyleAttributes.attributes(for: style, constants: constants)
        let pair = colorPair(for: style)
        lastStyle = (style, attributes, pair)
        return (attributes, pair)
    }

    private func write(_ scalars: [UInt32], x: Int, y: Int, attributes: UInt64, pair: Int32) {
        let count = min(scalars.count, scalarBuffer.count - 1)
        for index in 0..<count { scalarBuffer[index] = scalars[index] }
        scalarBuffer[count] = 0
        putBuffer(x: x, y: y, attributes: attributes, pair: pair)
    }

    private func putBuffer(x: Int, y: Int, attributes: UInt64, pair: Int32) {
        // ERR at the bottom-right cell only means the cursor could not advance; the cell is drawn.
        _ = cnc_put_cell(Int32(y), Int32(x), scalarBuffer.baseAddress, attributes, pair)
    }

    /// The colour pair for `style`'s colours, set up with `init_pair` the first time it is used.
    private func colorPair(for style: Style) -> Int32 {
        if let start = startColors, style.foreground != nil || style.background != nil {
            startColors = nil
            colorPairs = start()
        }
        guard var table = colorPairs else { return 0 }
        let (pair, definition) = table.pair(foreground: style.foreground, background: style.background)
        if let definition {
            colorPairs = table
            _ = cnc_init_pair(definition.pair, definition.foreground, definition.background)
        }
        return pair
    }
}
