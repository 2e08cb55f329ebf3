import Foundation
import TermCanvas

/// Collection views inside cells — the horizontal rows of a vertical list that most apps built
/// before compositional layouts — each scroll on their own, as nested scroll views do in UIKit. The
/// wheel and clicks find them by hit-testing (the controller hands a click to the innermost
/// collection view under it); this file gives them the keys and the focus of the list holding them:
///
/// - The sideways keys (`h` `l` `←` `→`) scroll the row in the focused cell, or without focus the
///   one under the pointer, or the one nearest the middle of the screen — when the list itself does
///   not scroll sideways.
/// - With focus on (the list's `allowsFocus`), `←` `→` move the focus among the items of the focused
///   row's collection view (entering at its first visible item, and scrolling the row to show it),
///   `Enter`/`Space` tap the item focused there, and `↑` `↓` move between rows, the focus leaving the
///   row's items — as the focus system moves through nested collection views on iPadOS.
///
/// Each nested collection view scrolls through its own `UserScrolling` and runs on the clock's
/// tickers (`ScrollView+FrameTicking.swift`).
extension CollectionView {
    /// A sideways key for the nested collection view the focus, the pointer or the middle names.
    func handleNestedKey(_ key: Key) -> Bool {
        guard let command = ScrollCommand(key: key), case .columns = command, !canScroll(along: command),
              let nested = keyedNestedCollectionView(), nested.canScroll(along: command) else { return false }
        return nested.scroll(command, clock: clock, screenScale: userInput.screenScale)
    }

    /// A focus key for the collection view in the focused row; false when this view's focus handles it.
    func handleNestedFocusKey(_ key: Key) -> Bool {
        guard allowsFocus, userInput.editMenu == nil, !hasActiveDrag, indexPathForInteractivelyMovingItem == nil,
              let focused = indexPathForFocusedItem, let nested = nestedCollectionView(at: focused) else { return false }
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

    // MARK: - Internals

    /// The focused cell's nested collection view, or the pointer's, or the one nearest the middle.
    private func keyedNestedCollectionView() -> CollectionView? {
        layoutIfNeeded()
        if allowsFocus, let focused = indexPathForFocusedItem {
            return nestedCollectionView(at: focused)
        }
        if let pointer = userInput.lastPointer, let indexPath = itemUnder(pointer), let nested = nestedCollectionView(at: indexPath) {
            return nested
        }
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        let candidates = indexPathsForVisibleItems.compactMap { indexPath -> (CGFloat, CollectionView)? in
            guard let cell = cellForItem(at: indexPath), let nested = cell.firstNestedCollectionView else { return nil }
            return (hypot(cell.center.x - middle.x, cell.center.y - middle.y), nested)
        }
        return candidates.min { $0.0 < $1.0 }?.1
    }

    private func nestedCollectionView(at indexPath: IndexPath) -> CollectionView? {
        cellForItem(at: indexPath)?.firstNestedCollectionView
    }
}

extension CollectionViewCell {
    /// The first collection view inside the cell, breadth first: the row it holds.
    fileprivate var firstNestedCollectionView: CollectionView? {
        firstSubview(breadthFirstWhere: { $0 is CollectionView }) as? CollectionView
    }
}
