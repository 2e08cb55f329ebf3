import Foundation
import TermCanvas
import TermCollectionView

/// The user's keys and mouse on items: the app layer's side of touches and focus.
///
/// With the collection view's `allowsFocus`, the arrow keys move the focus (`j`/`k`/`h`/`l` keep
/// scrolling); Enter — and Space while an item has the focus — is a tap on the focused item: a touch
/// down, then up at once. The mouse is handled in `CollectionViewController+Mouse.swift`. Without
/// `allowsFocus` the arrows scroll, as before.
/// While an item moves interactively, the arrows move it, Enter drops it and Esc cancels. `e` opens the
/// focused item's edit menu (`shouldShowMenuForItemAt`…), drawn beside the item. Where the collection
/// view takes drags (a drag delegate and `dragInteractionEnabled`), `d` lifts the focused item: the
/// arrows carry the drag to the neighbouring item, Enter drops it there and Esc cancels.
extension CollectionViewController {
    /// Whether the arrows move the focus rather than scroll.
    var arrowKeysMoveFocus: Bool { isViewLoaded && collectionView.allowsFocus }

    /// Handles an arrow (focus) or a tap key; false when the key is not one of them here.
    func handleItemKey(_ key: Key) -> Bool {
        guard isViewLoaded, let collectionView else { return false }
        if handleEditMenuKey(key, in: collectionView) { return true }
        if handleMovementKey(key, in: collectionView) { return true }
        if handleDragKey(key, in: collectionView) { return true }
        if collectionView.allowsFocus, let heading = Self.focusHeading(for: key) {
            collectionView.moveFocus(heading)
            return true
        }
        let focused = collectionView.indexPathForFocusedItem
        guard key == .enter || (key == .character(" ") && focused != nil) else { return false }
        guard let focused else { return true }
        collectionView.layoutIfNeeded()
        if collectionView.touchDown(onItemAt: focused) { collectionView.touchUp(onItemAt: focused) }
        return true
    }

    /// The edit menu: `e` opens it on the focused item when the delegate shows one; while it is open,
    /// ↑/↓ choose, Enter performs, and any other key (Esc) closes it.
    private func handleEditMenuKey(_ key: Key, in collectionView: CollectionView) -> Bool {
        guard var menu = editMenu else {
            guard key == .character("e"), let focused = collectionView.indexPathForFocusedItem,
                  let actions = collectionView.menuEntriesForItem(at: focused) else { return false }
            editMenu = EditMenu(indexPath: focused, actions: actions)
            return true
        }
        switch key {
        case .up: menu.chosen = max(0, menu.chosen - 1)
        case .down: menu.chosen = min(menu.actions.count - 1, menu.chosen + 1)
        case .enter:
            editMenu = nil
            menu.actions[menu.chosen].perform()
            return true
        default:
            editMenu = nil
            return true
        }
        editMenu = menu
        return true
    }

    /// Draws the open edit menu beside its item, in the view's canvas cells.
    func drawEditMenu(into canvas: inout Canvas, viewport: CellRect) {
        guard let menu = editMenu, let frame = collectionView.layoutAttributesForItem(at: menu.indexPath)?.frame else { return }
        let item = screenScale.cellRect(for: collectionView.visibleRect(forContent: frame), origin: viewport)
        menu.draw(into: &canvas, beside: item, viewport: viewport)
    }

    /// While an item moves (`beginInteractiveMovementForItem(at:)`): the arrows carry it to the nearest
    /// item's place that way, Enter drops it, Esc cancels. Other keys (scrolling, help) work as usual.
    private func handleMovementKey(_ key: Key, in collectionView: CollectionView) -> Bool {
        guard let moving = collectionView.indexPathForInteractivelyMovingItem else { return false }
        if let heading = Self.focusHeading(for: key) {
            if let position = collectionView.positionOfNeighbour(of: moving, toward: heading) {
                collectionView.updateInteractiveMovementTargetPosition(position)
                collectionView.scrollToShowItem(at: collectionView.indexPathForInteractivelyMovingItem ?? moving)
            }
            return true
        }
        switch key {
        case .enter: collectionView.endInteractiveMovement()
        case .escape: collectionView.cancelInteractiveMovement()
        default: return false
        }
        return true
    }

    /// `d` begins a drag of the focused item; while it runs, the arrows move the drop point to the
    /// neighbouring item that way (the drop delegate hears each move), Enter drops and Esc cancels.
    private func handleDragKey(_ key: Key, in collectionView: CollectionView) -> Bool {
        guard collectionView.hasActiveDrag else {
            guard key == .character("d"), collectionView.beginsDrags, let focused = collectionView.indexPathForFocusedItem,
                  let frame = collectionView.layoutAttributesForItem(at: focused)?.frame else { return false }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if collectionView.beginDrag(at: focused, location: center) { collectionView.updateDrag(to: center) }
            return true
        }
        let over = collectionView.dropDestination?.indexPath
        if let heading = Self.focusHeading(for: key) {
            if let over, over.item < collectionView.numberOfItems(inSection: over.section),
               let position = collectionView.positionOfNeighbour(of: over, toward: heading) {
                // Scroll the neighbour into view first, so the drag stays over the collection view.
                collectionView.scrollToShowItem(at: collectionView.indexPathForItem(at: position) ?? over)
                collectionView.layoutIfNeeded()
                collectionView.updateDrag(to: position)
            }
            return true
        }
        switch key {
        case .enter:
            let location = over.flatMap { collectionView.layoutAttributesForItem(at: $0)?.frame }
            collectionView.endDrag(at: location.map { CGPoint(x: $0.midX, y: $0.midY) } ?? collectionView.dragLocation)
        case .escape: collectionView.cancelDrag()
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
