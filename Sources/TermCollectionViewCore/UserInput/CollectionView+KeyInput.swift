import Foundation
import TermCanvas

/// The user's keys on items: the keyboard's side of touches and focus.
///
/// With the collection view's `allowsFocus`, the arrow keys move the focus (`j`/`k`/`h`/`l` keep
/// scrolling); Enter — and Space while an item has the focus — is a tap on the focused item: a touch
/// down, then up at once. The mouse is handled in `CollectionView+MouseInput.swift`. Without
/// `allowsFocus` the arrows scroll, as before.
/// While an item moves interactively, the arrows move it, Enter drops it and Esc cancels. `e` opens the
/// focused item's edit menu (`shouldShowMenuForItemAt`…), drawn beside the item. Where the collection
/// view takes drags (a drag delegate and `dragInteractionEnabled`), `d` lifts the focused item: the
/// arrows carry the drag to the neighbouring item, Enter drops it there and Esc cancels.
extension CollectionView {
    /// Whether the arrows move the focus rather than scroll.
    package var arrowKeysMoveFocus: Bool { allowsFocus }

    /// Handles an arrow (focus) or a tap key; false when the key is not one of them here.
    func handleItemKey(_ key: Key) -> Bool {
        if handleEditMenuKey(key) { return true }
        if handleMovementKey(key) { return true }
        if handleDragKey(key) { return true }
        if allowsFocus, let heading = Self.focusHeading(for: key) {
            // A row in a list's cell passes on what it cannot use: the list moves between rows.
            return moveFocus(heading) || !isNested
        }
        let focused = indexPathForFocusedItem
        guard key == .enter || (key == .character(" ") && focused != nil) else { return false }
        guard let focused else { return true }
        layoutIfNeeded()
        if touchDown(onItemAt: focused) { touchUp(onItemAt: focused) }
        return true
    }

    /// The edit menu: `e` opens it on the focused item when the delegate shows one; while it is open,
    /// ↑/↓ choose, Enter performs, and any other key (Esc) closes it.
    private func handleEditMenuKey(_ key: Key) -> Bool {
        guard var menu = userInput.editMenu else {
            guard key == .character("e"), let focused = indexPathForFocusedItem,
                  let actions = menuEntriesForItem(at: focused) else { return false }
            userInput.editMenu = EditMenu(indexPath: focused, actions: actions)
            return true
        }
        switch key {
        case .up: menu.chosen = max(0, menu.chosen - 1)
        case .down: menu.chosen = min(menu.actions.count - 1, menu.chosen + 1)
        case .enter:
            userInput.editMenu = nil
            menu.actions[menu.chosen].perform()
            return true
        default:
            userInput.editMenu = nil
            return true
        }
        userInput.editMenu = menu
        return true
    }

    /// While an item moves (`beginInteractiveMovementForItem(at:)`): the arrows carry it to the nearest
    /// item's place that way, Enter drops it, Esc cancels. Other keys (scrolling, help) work as usual.
    private func handleMovementKey(_ key: Key) -> Bool {
        guard let moving = indexPathForInteractivelyMovingItem else { return false }
        if let heading = Self.focusHeading(for: key) {
            if let position = positionOfNeighbour(of: moving, toward: heading) {
                updateInteractiveMovementTargetPosition(position)
                scrollToShowItem(at: indexPathForInteractivelyMovingItem ?? moving)
            }
            return true
        }
        switch key {
        case .enter: endInteractiveMovement()
        case .escape: cancelInteractiveMovement()
        default: return false
        }
        return true
    }

    /// `d` begins a drag of the focused item; while it runs, the arrows move the drop point to the
    /// neighbouring item that way (the drop delegate hears each move), Enter drops and Esc cancels.
    private func handleDragKey(_ key: Key) -> Bool {
        guard hasActiveDrag else {
            guard key == .character("d"), beginsDrags, let focused = indexPathForFocusedItem,
                  let frame = layoutAttributesForItem(at: focused)?.frame else { return false }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if beginDrag(at: focused, location: center) { updateDrag(to: center) }
            return true
        }
        let over = dropDestination?.indexPath
        if let heading = Self.focusHeading(for: key) {
            if let over, over.item < numberOfItems(inSection: over.section),
               let position = positionOfNeighbour(of: over, toward: heading) {
                // Scroll the neighbour into view first, so the drag stays over the collection view.
                scrollToShowItem(at: indexPathForItem(at: position) ?? over)
                layoutIfNeeded()
                updateDrag(to: position)
            }
            return true
        }
        switch key {
        case .enter:
            let location = over.flatMap { layoutAttributesForItem(at: $0)?.frame }
            endDrag(at: location.map { CGPoint(x: $0.midX, y: $0.midY) } ?? dragLocation)
        case .escape: cancelDrag()
        default: return false   // scrolling and the rest work while the item is lifted
        }
        return true
    }

    private static func focusHeading(for key: Key) -> FocusHeading? {
        switch key {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        default: nil
        }
    }
}
