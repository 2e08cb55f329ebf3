import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

/// A screen a test drives: the `LayoutUnderTest` in a window of `size` cells, headless, on a virtual
/// clock, exactly as `tcv snapshot FILE.swift --size WxH --keys KEYS` plays it — each key one 16-ms
/// frame, `<Wait:MS>` letting animations run, `<Resize:WxH>` and mouse steps as in `--keys`.
///
/// ```swift
/// let screen = LayoutScreen(waterfall, size: CellSize(width: 60, height: 20))
/// try screen.press("jjG")
/// assertFrame(screen, named: "waterfall-bottom")
/// assertInvariants(screen)
/// ```
@MainActor
public final class LayoutScreen {
    /// What the screen shows.
    public let subject: LayoutUnderTest
    /// The window: its root controller, views and status line.
    public let window: Window
    private let clock = VirtualClock()
    private let runner: HeadlessRunner

    /// Shows `subject` at `size` and draws its first frame.
    public init(_ subject: LayoutUnderTest, size: CellSize = CellSize(width: 80, height: 24)) {
        self.subject = subject
        window = subject.makeWindow(clock: clock)
        runner = HeadlessRunner(app: window, clock: clock, size: size)
        runner.start()
    }

    /// Plays `keys`, in `--keys` notation (`jj<Down><Wait:500>G`, `<Click:10,4>`, `<Resize:40x12>`).
    /// Throws `KeyScriptError` for a token it does not know, naming it and the valid ones.
    public func press(_ keys: String) throws {
        for step in try KeyScript.parse(keys) { runner.play(step) }
    }

    /// The screen as it is now, rendered into a fresh canvas (text and style of every cell).
    public var frame: Canvas { runner.frame() }

    /// The frame's rows as text, one line each, as `tcv snapshot` prints them.
    public var text: String { frame.text }

    /// The screen's size in cells (the last `<Resize:WxH>`'s, if any).
    public var size: CellSize { runner.size }

    /// The collection view the keys scroll: the controller's own, or the first in a view tree.
    public var collectionView: CollectionView? { window.visibleViewController.drivenCollectionView }

    /// UIKit's guarantees, checked on the collection view as it is now — the checks `tcv fuzz` makes
    /// after every step: the visible cells are the rect query's, each at its attributes' frame, the
    /// item query agrees with the rect query, no element twice, index paths in the data, finite
    /// geometry; and, in sampled rects over the whole content, the rect query omits no item whose own
    /// attributes lie there. Empty when all hold.
    public func invariantViolations() -> [InvariantViolation] {
        guard let collectionView else { return [] }
        _ = frame
        return LayoutInvariants.check(collectionView) + ContentCoverage.check(collectionView)
    }
}
