import Foundation
import TermCanvas
import TermCollectionView

/// The user's keys and mouse on items: the app layer's side of touches and focus.
///
/// With the collection view's `allowsFocus`, the arrow keys move the focus (`j`/`k`/`h`/`l` keep
/// scrolling); Enter — and Space while an item has the focus — is a tap on the focused item: a touch
/// down, then up at once. A mouse press on an item is a touch down, the release a touch up (over
/// another item or none, it only unhighlights). Without `allowsFocus` the arrows scroll, as before.
/// While an item moves interactively, the arrows move it, Enter drops it and Esc cancels.
extension CollectionViewController {
    /// Whether the arrows move the focus rather than scroll.
    var arrowKeysMoveFocus: Bool { isViewLoaded && collectionView.allowsFocus }

    /// Handles an arrow (focus) or a tap key; false when the key is not one of them here.
    func handleItemKey(_ key: Key) -> Bool {
        guard isViewLoaded, let collectionView else { return false }
        if handleMovementKey(key, in: collectionView) { return true }
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

    /// Handles a mouse press or release as a touch; false for other mouse actions (the wheel).
    func handleItemMouse(_ mouse: MouseEvent) -> Bool {
        guard isViewLoaded, let collectionView else { return false }
        switch mouse.action {
        case .press:
            collectionView.layoutIfNeeded()
            if let indexPath = itemUnder(mouse) { collectionView.touchDown(onItemAt: indexPath) }
            return true
        case .release:
            collectionView.touchUp(onItemAt: itemUnder(mouse))
            return true
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            return false
        }
    }

    /// The item drawn at the mouse's screen cell: the view fills the window from its top-left corner,
    /// so the cell's centre plus the scroll offset is the point in content coordinates.
    private func itemUnder(_ mouse: MouseEvent) -> IndexPath? {
        let bounds = collectionView.bounds
        let point = CGPoint(x: bounds.minX + CGFloat(mouse.x) + 0.5, y: bounds.minY + CGFloat(mouse.y) + 0.5)
        return collectionView.indexPathForItem(at: point)
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
