import TermCanvas

/// Where a view draws itself: the frame's canvas, seen in the view's own cell coordinates.
///
/// Views are laid out in points; the context's `scale` says how many points a column and a row
/// hold, and the renderer has already turned the view's frame into the cells it covers. Drawing is
/// on the cell grid: `(0, 0)` is the view's top-left cell; everything drawn is clipped to the view's rasterized frame
/// and the viewport, so a view can never paint outside itself. `clipped(to:)` narrows the clip further,
/// e.g. for parallax art that must stay inside its cell.
@MainActor
public final class DrawingContext {
    /// The frame being drawn. Owned by the context while the renderer draws views into it.
    public internal(set) var canvas: Canvas
    /// The view's rectangle on the canvas.
    @inlinable public var frame: CellRect { currentFrame }
    /// The canvas area drawing may touch: the view's frame ∩ the viewport ∩ any narrowed clip.
    @inlinable public var clip: CellRect { currentClip }
    // Stored apart from their public faces so that `focus(on:viewport:)`, called for every view of
    // every frame from the collection view's renderer in the module above, can be inlined there.
    @usableFromInline var currentFrame: CellRect
    @usableFromInline var currentClip: CellRect
    /// Points per column and per row: how frames in points become cells on this canvas.
    public let scale: ScreenScale

    /// Creates a context over `canvas` with no view yet (the whole canvas as frame and clip), mapping
    /// points to cells by `scale`.
    public init(canvas: Canvas, scale: ScreenScale) {
        self.canvas = canvas
        self.scale = scale
        self.currentFrame = canvas.bounds
        self.currentClip = canvas.bounds
    }

    /// The view's size in cells.
    public var size: CellSize { CellSize(width: frame.width, height: frame.height) }

    /// The view's own rectangle: origin (0, 0), `size`.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// Hands back the drawn frame and leaves the context with an empty canvas, so the caller holds the
    /// only reference: drawing more into it (a status line) then changes it in place instead of
    /// copying every cell.
    public func takeCanvas() -> Canvas {
        let drawn = canvas
        canvas = Canvas(size: CellSize(width: 0, height: 0))
        return drawn
    }

    /// Runs `body` on the canvas itself, in canvas cells: for overlays placed in the canvas's own
    /// coordinates (an item's edit menu, a collection view's index strip) rather than a view's.
    package func withCanvas(_ body: (inout Canvas) -> Void) {
        body(&canvas)
    }

    /// Points the context at a view occupying `frame`, drawable only inside `viewport`.
    @inlinable package func focus(on frame: CellRect, viewport: CellRect) {
        currentFrame = frame
        currentClip = frame.intersection(viewport)
    }

    /// Runs `body` with the clip narrowed to `rect` (view coordinates), then restores it.
    public func clipped(to rect: CellRect, _ body: () -> Void) {
        let saved = currentClip
        currentClip = currentClip.intersection(toCanvas(rect))
        body()
        currentClip = saved
    }

    /// Writes `text` at `(x, y)`; returns the columns advanced. Wide characters never split at the clip.
    @discardableResult
    public func write(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
        canvas.write(text, x: frame.x + x, y: frame.y + y, style: style, clip: clip)
    }

    /// Writes `text` on row `y` between `inset` columns of padding on each side, truncated with "…" to
    /// fit, aligned left or centred.
    public func writeLine(_ text: String, y: Int, inset: Int = 1, centered: Bool = false, style: Style = .plain) {
        let available = frame.width - 2 * inset
        guard available > 0 else { return }
        let fitted = DisplayWidth.truncate(text, toWidth: available)
        let x = centered ? inset + (available - DisplayWidth.of(fitted)) / 2 : inset
        write(fitted, x: x, y: y, style: style)
    }

    /// Fills `rect` (view coordinates) with a one-column character.
    public func fill(_ rect: CellRect, with character: Character = " ", style: Style = .plain) {
        canvas.fill(toCanvas(rect), with: character, style: style, clip: clip)
    }

    /// Draws a border around `rect` (view coordinates), by default the whole view.
    public func drawBox(_ rect: CellRect? = nil, border: BorderStyle, style: Style = .plain) {
        canvas.drawBox(toCanvas(rect ?? bounds), border: border, style: style, clip: clip)
    }

    /// Changes the style of every cell in `rect` (view coordinates), by default the whole view.
    public func modifyStyle(in rect: CellRect? = nil, _ change: (inout Style) -> Void) {
        canvas.modifyStyle(in: toCanvas(rect ?? bounds), clip: clip, change)
    }

    private func toCanvas(_ rect: CellRect) -> CellRect {
        CellRect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height)
    }
}
