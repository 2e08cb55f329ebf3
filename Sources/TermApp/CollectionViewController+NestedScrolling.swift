import Foundation
import TermCanvas
import TermCollectionView

/// Collection views inside cells — the horizontal rows of a vertical list that most apps built
/// before compositional layouts — each scroll on their own, as nested scroll views do in UIKit: a
/// pan goes to the innermost scroll view that can move that way.
///
/// - The wheel over a cell holding a collection view scrolls that one when it can scroll that way
///   (a horizontal row takes the sideways wheel; the up-down wheel still scrolls the list).
/// - The sideways keys (`h` `l` `←` `→`) scroll the row in the focused cell, or without focus the
///   one under the pointer, or the one nearest the middle of the screen — when the list itself does
///   not scroll sideways.
/// - A click on an item of a nested collection view taps that item (its delegate hears the
///   selection), not the cell holding it.
/// - With focus on (the list's `allowsFocus`), keys go to the collection view that has the focus:
///   `←` `→` move it among the items of the focused row's collection view (entering at its first
///   visible item, and scrolling the row to show it), `Enter`/`Space` tap the item focused there, and
///   `↑` `↓` move between rows, the focus leaving the row's items — as the focus system moves through
///   nested collection views on iPadOS.
///
/// Each nested collection view scrolls through its own `userScrolling(lineStep:)` on the window's
/// clock (drags, rubber band, settles), ticked with the list's.
extension CollectionViewController {
    /// The wheel over a nested collection view that can scroll its way; false otherwise.
    func handleNestedWheel(_ mouse: MouseEvent) -> Bool {
        lastPointer = mouse
        guard let command = ScrollCommand(mouse: mouse), let indexPath = itemUnder(mouse),
              let nested = nestedCollectionView(at: indexPath), scrolls(nested, along: command) else { return false }
        return scrollNested(nested, command)
    }

    /// A sideways key for the nested collection view the focus, the pointer or the middle names.
    func handleNestedKey(_ key: Key) -> Bool {
        guard let command = ScrollCommand(key: key), case .columns = command, !scrolls(collectionView, along: command),
              let nested = keyedNestedCollectionView(), scrolls(nested, along: command) else { return false }
        return scrollNested(nested, command)
    }

    /// A focus key for the collection view in the focused row; false when the list's focus handles it.
    func handleNestedFocusKey(_ key: Key) -> Bool {
        guard isViewLoaded, collectionView.allowsFocus, editMenu == nil, !collectionView.hasActiveDrag,
              collectionView.indexPathForInteractivelyMovingItem == nil, let focused = collectionView.indexPathForFocusedItem,
              let nested = nestedCollectionView(at: focused) else { return false }
        switch key {
        case .left, .right:
            nested.allowsFocus = true
            if nested.clock == nil { nested.clock = clock }
            nested.moveFocus(key == .left ? .left : .right)
            return true
        case .enter, .character(" "):
            guard let item = nested.indexPathForFocusedItem else { return false }
            nested.userSelectItem(at: item)
            return true
        case .up, .down:
            nested.resignFocus()
            return false
        default:
            return false
        }
    }

    /// Advances the nested collection views' scrolling; whether any still needs frames.
    func tickNestedScrolling() -> Bool {
        var needsFrames = false
        for (_, view) in nestedScrolledViews {
            guard let scrolling = view.activeUserScrolling else { continue }
            scrolling.tick()
            _ = view.updateAnimations()
            needsFrames = needsFrames || scrolling.needsFrames
        }
        return needsFrames
    }

    /// The nested collection view under the pointer and its item there, if the pointer is on one.
    func nestedItem(under mouse: MouseEvent) -> (view: CollectionView, indexPath: IndexPath)? {
        let point = contentPoint(of: mouse)
        guard let indexPath = collectionView.indexPathForItem(at: point), let cell = collectionView.cellForItem(at: indexPath),
              let nested = firstCollectionView(in: cell) else { return nil }
        // The nested view's top-left corner in the cell, through the views between them.
        var origin = nested.frame.origin
        var view = nested.superview
        while let current = view, current !== cell {
            origin.x += current.frame.minX - current.bounds.minX
            origin.y += current.frame.minY - current.bounds.minY
            view = current.superview
        }
        let visible = CGPoint(x: point.x - cell.frame.minX - origin.x, y: point.y - cell.frame.minY - origin.y)
        guard visible.x >= 0, visible.y >= 0, visible.x < nested.bounds.width, visible.y < nested.bounds.height,
              let item = nested.indexPathForItem(at: nested.contentPoint(forVisible: visible)) else { return nil }
        return (nested, item)
    }

    /// Whether a nested collection view is scrolling (frames are needed).
    var isScrollingNested: Bool { nestedScrolledViews.values.contains { $0.activeUserScrolling?.needsFrames == true } }

    /// Whether a nested collection view's content is moving by itself (a settle, a spring-back).
    var isAnimatingNested: Bool { nestedScrolledViews.values.contains { $0.offsetAnimation != nil } }

    // MARK: - Internals

    private func scrollNested(_ nested: CollectionView, _ command: ScrollCommand) -> Bool {
        guard let clock else { return false }
        if nested.clock == nil { nested.clock = clock }
        guard let scrolling = nested.userScrolling(lineStep: lineStep) else { return false }
        nestedScrolledViews[ObjectIdentifier(nested)] = nested
        nested.layoutIfNeeded()
        scrolling.perform(command)
        return true
    }

    /// Whether `view`'s content is larger than its bounds along the command's axis.
    private func scrolls(_ view: CollectionView, along command: ScrollCommand) -> Bool {
        view.layoutIfNeeded()
        switch command {
        case .columns: return view.contentSize.width > view.bounds.width
        default: return view.contentSize.height > view.bounds.height
        }
    }

    /// The focused cell's nested collection view, or the pointer's, or the one nearest the middle.
    private func keyedNestedCollectionView() -> CollectionView? {
        collectionView.layoutIfNeeded()
        if collectionView.allowsFocus, let focused = collectionView.indexPathForFocusedItem {
            return nestedCollectionView(at: focused)
        }
        if let pointer = lastPointer, let indexPath = itemUnder(pointer), let nested = nestedCollectionView(at: indexPath) {
            return nested
        }
        let middle = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        let candidates = collectionView.indexPathsForVisibleItems.compactMap { indexPath -> (CGFloat, CollectionView)? in
            guard let cell = collectionView.cellForItem(at: indexPath), let nested = firstCollectionView(in: cell) else { return nil }
            return (hypot(cell.center.x - middle.x, cell.center.y - middle.y), nested)
        }
        return candidates.min { $0.0 < $1.0 }?.1
    }

    private func nestedCollectionView(at indexPath: IndexPath) -> CollectionView? {
        collectionView.cellForItem(at: indexPath).flatMap(firstCollectionView)
    }

    /// The first collection view in `root`'s subviews, breadth first.
    private func firstCollectionView(in root: View) -> CollectionView? {
        var queue = root.subviews
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let collectionView = view as? CollectionView { return collectionView }
            queue += view.subviews
        }
        return nil
    }
}
