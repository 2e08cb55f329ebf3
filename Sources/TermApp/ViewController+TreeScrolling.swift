import Foundation
import TermCanvas
import TermCollectionView

/// The scroll views of a plain controller's view tree besides the collection view the window drives
/// (`ViewController+CollectionViewHosting.swift`): a second collection view beside the first, a plain
/// scroll view. Each scrolls and animates on its own, as UIKit's do.
///
/// - The wheel goes to the innermost scroll view under the pointer that can move its way (a pan goes
///   to the innermost scroll view under the finger); the driven collection view keeps its driver's
///   handling (taps, drags, its nested rows).
/// - The scroll keys go to the scroll view around the first responder, which scrolls itself (the
///   responder chain brings it the key), else to the driven collection view, else (a screen without
///   one) to the tree's first scroll view that can move that way.
/// - Every turn ticks each scroll view the user scrolled (its drag's end, its settle) and every
///   collection view's animations (a batch update of the second one animates too).
extension ViewController {
    /// The wheel over a scroll view of the tree other than the driven collection view; false when
    /// the pointer is over none that can scroll the wheel's way, or over the driven one.
    func handleTreeWheel(_ mouse: MouseEvent) -> Bool {
        guard isViewLoaded, let command = ScrollCommand(mouse: mouse), !(view is CollectionView) else { return false }
        let root = view!
        let point = screenScale.point(atCellCenter: mouse.x, mouse.y)
        let chain = root.viewChain(at: CGPoint(x: point.x + root.bounds.minX, y: point.y + root.bounds.minY))
        guard let scrollView = chain.lazy.compactMap({ $0 as? ScrollView }).first(where: { $0.canScroll(along: command) }),
              scrollView !== hostedCollectionViewController()?.collectionView else { return false }
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

    /// Performs `command` on `scrollView` as the user's scrolling, on the window's clock.
    private func scroll(_ scrollView: ScrollView, _ command: ScrollCommand) -> Bool {
        scrollView.scroll(command, clock: clock, screenScale: screenScale)
    }

    /// Advances the other scroll views' scrolling and the collection views' animations.
    func tickTreeScrollViews() {
        for scrollView in otherScrollViews() {
            scrollView.activeUserScrolling?.tick()
            if scrollView.activeUserScrolling != nil || scrollView is CollectionView { scrollView.updateAnimations() }
        }
    }

    /// Whether one of the other scroll views needs frames without input.
    var treeScrollViewsNeedFrames: Bool {
        otherScrollViews().contains { $0.activeUserScrolling?.needsFrames == true || $0.isAnimatingContent }
    }

    /// Whether one of the other scroll views' content moves by itself.
    var treeScrollViewsChangeWithTime: Bool { otherScrollViews().contains(where: \.isAnimatingContent) }

    /// The earliest tick one of the other scroll views waits for (a drag's end).
    var treeScrollViewsNextTickTime: Double? {
        otherScrollViews().compactMap { $0.activeUserScrolling?.nextTimerTime }.min()
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

extension ScrollView {
    /// An offset animation, or a collection view's update animation, moves the content.
    fileprivate var isAnimatingContent: Bool {
        offsetAnimation != nil || (self as? CollectionView)?.isAnimatingUpdates == true
    }
}
