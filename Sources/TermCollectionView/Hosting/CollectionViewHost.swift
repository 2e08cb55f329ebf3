import Foundation
import TermCanvas

/// Runs a collection view as a terminal screen: the collection view fills every row but the last,
/// the last row is the status line, keys scroll (see `ScrollCommand`), `?` shows the help overlay and
/// `q`/Esc finishes. The ncurses run loop and the headless runner drive it the same way, so a live
/// session and `tcv snapshot` show the same frame for the same keys.
///
/// ```swift
/// let collectionView = CollectionView(frame: .zero, collectionViewLayout: MyLayout())
/// collectionView.dataSource = myDataSource
/// let host = CollectionViewHost(collectionView: collectionView, title: "mine", clock: SystemClock())
/// try TerminalRunLoop.run(host, clock: clock)     // from TermCurses
/// ```
@MainActor
public final class CollectionViewHost: TerminalApp {
    /// The hosted collection view.
    public let collectionView: CollectionView
    /// The screen's name, shown in the status line and the help overlay.
    public var title: String
    /// Extra keys (demo toggles, team switches…), tried before the scroll keys.
    public var keyCommands: [KeyCommand] = []
    /// Objects the host keeps alive for the collection view's weak `dataSource` and `delegate`.
    public var retainedObjects: [AnyObject] = []
    /// A short message for the status line, e.g. "parallax off"; replaced by the next one.
    public var statusMessage: String?
    /// Whether the help overlay is showing.
    public private(set) var isShowingHelp = false
    public private(set) var isFinished = false
    public var exitStatus: Int32 { 0 }

    private let clock: FrameClock
    private let scrolling: UserScrolling

    /// Hosts `collectionView`, running its animations on `clock`.
    public init(collectionView: CollectionView, title: String, clock: FrameClock) {
        self.collectionView = collectionView
        self.title = title
        self.clock = clock
        self.scrolling = UserScrolling(scrollView: collectionView, clock: clock)
        collectionView.clock = clock
    }

    public var isAnimating: Bool { scrolling.needsFrames }
    /// Only an offset animation (deceleration, spring-back, a page turn) moves content by itself; a
    /// drag waiting to end or a pull waiting to spring back needs ticks, not frames.
    public var changesWithTime: Bool { collectionView.offsetAnimation != nil }
    public var nextTickTime: Double? { scrolling.nextTimerTime }

    /// Scrolls as the user's scroll keys do (part of the current drag, if any): lets a screen's own
    /// `KeyCommand`s scroll, e.g. to describe what a scroll key does in that screen's help.
    public func scroll(_ command: ScrollCommand) {
        collectionView.layoutIfNeeded()
        scrolling.perform(command)
    }

    /// The collection view takes every row but the status line.
    public func setScreenSize(_ size: CellSize) {
        collectionView.frame = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(max(0, size.height - 1)))
    }

    public func handle(_ event: InputEvent) {
        // Scrolling is clamped to the content size, which only a layout pass knows.
        collectionView.layoutIfNeeded()
        switch event {
        case .key(let key): handle(key)
        case .mouse(let mouse):
            if !isShowingHelp, let command = ScrollCommand(mouse: mouse) { scrolling.perform(command) }
        case .resize(let size): setScreenSize(size)
        }
    }

    private func handle(_ key: Key) {
        if isShowingHelp {
            isShowingHelp = false
            return
        }
        if let command = keyCommands.first(where: { $0.inputs.contains(key) }) {
            command.action()
        } else if let scroll = ScrollCommand(key: key) {
            scrolling.perform(scroll)
        } else if key == .character("?") {
            isShowingHelp = true
        } else if key == .character("q") || key == .escape {
            isFinished = true
        }
    }

    public func tick() {
        scrolling.tick()
        collectionView.updateAnimations()
    }

    public func render(into canvas: inout Canvas) {
        let viewport = CellRect(x: 0, y: 0, width: canvas.size.width, height: max(0, canvas.size.height - 1))
        let context = DrawingContext(canvas: canvas)
        canvas = Canvas(size: .init(width: 0, height: 0))   // hand the storage to the context (no copy)
        CollectionViewRenderer.render(collectionView, in: context, viewport: viewport)
        canvas = context.takeCanvas()
        if canvas.size.height > 0 {
            StatusLine.draw(StatusLine.text(for: collectionView, title: title, message: statusMessage),
                            into: &canvas, row: canvas.size.height - 1)
        }
        if isShowingHelp {
            HelpOverlay.draw(title: "\(title) — keys", commands: keyCommands, into: &canvas)
        }
    }
}
