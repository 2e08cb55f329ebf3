import Foundation
import TermCanvas
import TermCollectionView

/// Collection views inside cells — the horizontal rows of a vertical list that most apps built
/// before compositional layouts — each scroll on their own, as nested scroll views do in UIKit. The
/// wheel finds them by hit-testing (`ViewController+TreeScrolling.swift`); this file gives them the
/// keys and the focus:
///
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
/// Each nested collection view scrolls through its own `UserScrolling` and runs on the clock's
/// tickers (`ScrollView+FrameTicking.swift`).
extension CollectionViewController {
    /// A sideways key for the nested collection view the focus, the pointer or the middle names.
    func handleNestedKey(_ key: Key) -> Bool {
        guard let command = ScrollCommand(key: key), case .columns = command, !collectionView.canScroll(along: command),
              let nested = keyedNestedCollectionView(), nested.canScroll(along: command) else { return false }
        return scroll(nested, command)
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

    /// The nested collection view under the pointer and its item there, if the pointer is on one:
    /// the innermost cell hit-testing finds that a collection view inside this one's cells shows.
    func nestedItem(under mouse: MouseEvent) -> (view: CollectionView, indexPath: IndexPath)? {
        for view in collectionView.viewChainForPress(at: contentPoint(of: mouse)) {
            if view === collectionView { return nil }
            guard let cell = view as? CollectionViewCell, let nested = cell.displayParent as? CollectionView,
                  nested !== collectionView, let indexPath = nested.indexPath(for: cell) else { continue }
            return (nested, indexPath)
        }
        return nil
    }

    // MARK: - Internals

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
