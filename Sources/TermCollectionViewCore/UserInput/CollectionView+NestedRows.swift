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
/// - With focus on (the list's `allowsFocus`), `→` `←` on a row's cell move the focus into the
///   row's collection view (entering at its first visible item, and scrolling the row to show it).
///   From then on the keys start at the row, the focused view, and go up the responder chain
///   through its cell to the list, as presses do in UIKit: the row moves its focus with `←` `→` and
///   taps its focused item with `Enter`/`Space`; what it cannot use — `↑` `↓`, the row's ends, the
///   list's scrolling keys — goes on to the list, which moves between rows, the focus leaving the
///   row's items, as the focus system moves through nested collection views on iPadOS.
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

    /// A key the row in the focused cell did not use, or that enters it: `←` `→` move the focus
    /// into the row (or stay at its end), and `↑` `↓` take the focus out of it for this view to move.
    /// False when this view's focus handles the key.
    func handleNestedFocusKey(_ key: Key) -> Bool {
        guard allowsFocus, userInput.editMenu == nil, !hasActiveDrag, indexPathForInteractivelyMovingItem == nil,
              let focused = indexPathForFocusedItem, let nested = nestedCollectionView(at: focused) else { return false }
        switch key {
        case .left, .right:
            nested.allowsFocus = true
            if nested.clock == nil { nested.clock = clock }
            nested.moveFocus(key == .left ? .left : .right)
            return true
        case .up, .down:
            nested.resignFocus()
            return false
        default:
            return false
        }
    }

    /// The collection view the keys start at: the innermost one holding the focus — a row in the
    /// focused cell whose item has the focus, or a row in one of its cells — else this one.
    package var focusedCollectionView: CollectionView {
        guard allowsFocus, let focused = indexPathForFocusedItem, let nested = nestedCollectionView(at: focused),
              nested.indexPathForFocusedItem != nil else { return self }
        return nested.focusedCollectionView
    }

    /// Whether this collection view sits in a cell of another (a row in a list's cell): the keys it
    /// cannot use go on up to the one holding it.
    var isNested: Bool { firstViewHoldingSelf { $0 is CollectionView } != nil }

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
