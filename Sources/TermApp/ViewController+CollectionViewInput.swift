import Foundation
import TermCanvas
import TermCollectionView

/// The collection views of a controller's view tree take their own input, as UIKit's do — a
/// collection view controller's own, or those a plain controller owns, Apple's sample code pattern:
///
/// ```swift
/// collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
/// collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// view.addSubview(collectionView)
/// ```
///
/// * A click goes to the innermost collection view under it, found by hit-testing (a row inside a
///   cell takes the taps on its items; a second collection view beside the first takes its own);
///   the drags and the release follow it there. It handles them itself
///   (`CollectionView+MouseInput.swift`): selection, movement, drags, the edit menu, the index strip.
/// * Keys start at the *driven* collection view when nothing is the first responder
///   (`Window.handle(_:)`), which handles them (`CollectionView+KeyInput.swift`) and passes the rest
///   up the responder chain to the controller and the window. The driven one is the outermost
///   collection view the last click landed in (the innermost while an edit menu a click opened there
///   is open), else the first one in the tree (breadth first; the view itself if it is one). The
///   status line and the inspector describe it. Each collection view runs its own scrolling and
///   animations on the clock's tickers (`ScrollView+FrameTicking.swift`).
///
/// The controller never becomes a collection view's data source or delegate (UIKit leaves those to
/// the controller's code).
extension ViewController {
    /// The collection view the screen's keys, status line and inspector go to (see above); nil before
    /// a plain controller's view loads (a collection view controller's loads), or when the tree has none.
    public var drivenCollectionView: CollectionView? {
        // Read many times a turn by the window, so what a walk of the tree found is kept until it changes.
        if let found = drivenCollectionViewFound, found.generation == View.hierarchyGeneration { return found.collectionView }
        if !isViewLoaded {
            guard self is CollectionViewController else { return nil }
            loadViewIfNeeded()
        }
        if let chosen = chosenCollectionView, !chosen.isInTree(of: view) { chosenCollectionView = nil }
        let driven = chosenCollectionView ?? (view as? CollectionView) ?? view.firstSubview(breadthFirstWhere: { $0 is CollectionView }) as? CollectionView
        if let driven, driven.clock == nil { driven.clock = clock }
        drivenCollectionViewFound = (View.hierarchyGeneration, driven)
        return driven
    }

    /// A press, drag or release for a collection view: the press goes to the innermost one under
    /// the pointer (to the one with an open edit menu, which the click closes), its drags and release
    /// after it. False when the press lands on no collection view.
    func handleCollectionViewMouse(_ mouse: MouseEvent, chain: [View]) -> Bool {
        if mouse.action != .press, let captured = mouseCapture {
            if mouse.action == .release { mouseCapture = nil }
            captured.handleUserMouse(local(mouse, in: captured), screenScale: screenScale, clock: clock)
            return true
        }
        guard mouse.action == .press else { return false }
        let collectionViews = chain.compactMap { $0 as? CollectionView }
        if let driven = drivenCollectionView, driven.hasOpenEditMenu {
            driven.handleUserMouse(local(mouse, in: driven), screenScale: screenScale, clock: clock)
            return true
        }
        guard let innermost = collectionViews.first, let outermost = collectionViews.last else { return false }
        chosenCollectionView = outermost
        // The index strip is drawn over the outer collection view, above any row inside its cells.
        if outermost !== innermost, outermost.takesIndexStripClick(local(mouse, in: outermost), screenScale: screenScale) {
            outermost.handleUserMouse(local(mouse, in: outermost), screenScale: screenScale, clock: clock)
            return true
        }
        mouseCapture = innermost
        innermost.handleUserMouse(local(mouse, in: innermost), screenScale: screenScale, clock: clock)
        // A menu opened on a row inside a cell takes the keys (↑/↓, Enter, Esc) until it closes.
        if innermost.hasOpenEditMenu { chosenCollectionView = innermost }
        return true
    }

    /// The wheel: the innermost scroll view under the pointer that moves its way — a collection view
    /// also for a sideways notch over sections that scroll sideways — else the driven collection view
    /// (which may bounce). False when nothing takes it.
    func handleWheel(_ mouse: MouseEvent, command: ScrollCommand, chain: [View]) -> Bool {
        for view in chain {
            if let collectionView = view as? CollectionView {
                let inView = local(mouse, in: collectionView)
                guard collectionView.takesUserWheel(command) else {
                    collectionView.notePointer(inView)
                    continue
                }
                collectionView.handleUserMouse(inView, screenScale: screenScale, clock: clock)
                return true
            }
            if let scrollView = view as? ScrollView, scrollView.canScroll(along: command) {
                return scroll(scrollView, command)
            }
        }
        guard let driven = drivenCollectionView else { return false }
        driven.handleUserMouse(local(mouse, in: driven), screenScale: screenScale, clock: clock)
        return true
    }

    /// `mouse` counted from `collectionView`'s top-left cell instead of the root view's.
    private func local(_ mouse: MouseEvent, in collectionView: CollectionView) -> MouseEvent {
        guard collectionView !== view else { return mouse }
        // Its bounds origin is the scroll position: converting its bounds gives its frame in the root.
        let frame = collectionView.convert(collectionView.bounds, to: nil)
        let area = screenScale.cellRect(for: frame.offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY),
                                        origin: CellRect(x: 0, y: 0, width: 0, height: 0))
        var local = mouse
        local.x -= area.x
        local.y -= area.y
        return local
    }
}

extension View {
    /// Whether this view is `root` or inside its tree (through superviews and the cells holding it).
    func isInTree(of root: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === root { return true }
            current = view.superview ?? view.displayParent
        }
        return false
    }
}
