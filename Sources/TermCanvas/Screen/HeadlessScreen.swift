/// A screen that keeps the last frame in memory instead of drawing it, so tests and `tcv snapshot`
/// can assert exactly what a terminal would show.
@MainActor
public final class HeadlessScreen: Screen {
    /// The simulated terminal size; tests set it to simulate a resize.
    public var size: CellSize
    /// The most recently presented frame, or nil before the first.
    public private(set) var lastFrame: Canvas?
    /// How many frames have been presented.
    public private(set) var presentCount: Int = 0

    /// Creates a screen of `size` that has shown nothing yet.
    public init(size: CellSize) {
        self.size = size
    }

    /// Records `canvas` as the visible frame.
    public func present(_ canvas: Canvas) {
        lastFrame = canvas
        presentCount += 1
    }
}
