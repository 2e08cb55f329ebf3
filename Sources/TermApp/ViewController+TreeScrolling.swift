import Foundation
import TermCanvas
import TermCollectionView

/// The scroll views a controller's screen holds besides the collection view the window drives: a
/// collection view inside a cell (a horizontal row of a vertical list), a second collection view
/// beside the first, a plain scroll view, a text view. Each scrolls on its own, as UIKit's do, and
/// runs its drag, settle and spring-back on the clock's tickers (`ScrollView+FrameTicking.swift`).
///
/// - The wheel goes to the innermost scroll view under the pointer that can move its way, found by
///   hit-testing (`hitTest(_:with:)`), as a pan goes to the innermost scroll view under the finger:
///   a row inside a cell takes the sideways wheel while the up-down wheel still scrolls the list. The
///   driven collection view keeps its driver's handling (taps, drags, sideways sections).
/// - The scroll keys go to the scroll view around the first responder, which scrolls itself (the
///   responder chain brings it the key), else to the driven collection view, else (a screen without
///   one) to the tree's first scroll view that can move that way.
extension ViewController {
    /// The wheel over a scroll view other than the driven collection view; false when the innermost
    /// scroll view under the pointer that can scroll the wheel's way is the driven one, or there is none.
    func handleInnerWheel(_ mouse: MouseEvent) -> Bool {
        guard isViewLoaded, let command = ScrollCommand(mouse: mouse) else { return false }
        let root = view!
        let point = screenScale.point(atCellCenter: mouse.x, mouse.y)
        let chain = root.viewChain(at: CGPoint(x: point.x + root.bounds.minX, y: point.y + root.bounds.minY))
        guard let scrollView = chain.lazy.compactMap({ $0 as? ScrollView }).first(where: { $0.canScroll(along: command) }),
              scrollView !== drivenCollectionView else { return false }
        return scroll(scrollView, command)
    }

    /// A scroll key no scroll view in the responder chain took (those scroll themselves, in
    /// `ScrollView.pressesBegan(_:with:)`): the driven collection view's, else — when the tree has no
    /// collection view to drive, a detail screen's scroll view with nothing focused in it — the first
    /// scroll view breadth first that can move that way. False when none takes it.
    func handleTreeKey(_ key: Key, hostHandles: () -> Bool) -> Bool {
        if hostHandles() { return true }
        guard isViewLoaded, hostedCollectionViewController() == nil, let command = ScrollCommand(key: key),
              let first = otherScrollViews().first(where: { $0.canScroll(along: command) })
        else { return false }
        return scroll(first, command)
    }

    /// Performs `command` on `scrollView` as the user's scrolling, on the window's clock (which then
    /// ticks it until it rests).
    func scroll(_ scrollView: ScrollView, _ command: ScrollCommand) -> Bool {
        scrollView.scroll(command, clock: clock, screenScale: screenScale)
    }

    /// The scroll views in the tree, breadth first, other than the driven collection view (and
    /// without looking inside collection views: their cells are theirs).
    private func otherScrollViews() -> [ScrollView] {
        guard isViewLoaded, !(view is CollectionView) else { return [] }
        let driven = hostedCollectionViewController()?.collectionView
        var found: [ScrollView] = []
        var queue: [View] = [view]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if let scrollView = current as? ScrollView, scrollView !== driven { found.append(scrollView) }
            if !(current is CollectionView) { queue += current.subviews }
        }
        return found
    }
}
