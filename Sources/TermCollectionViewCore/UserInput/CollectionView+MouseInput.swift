import Foundation
import TermCanvas

/// The mouse on items, as UIKit apps wire touches and gestures to a collection view.
///
/// * A left press on an item is a touch down, the release a touch up (over another item or none, it
///   only unhighlights), so a click taps exactly as Enter does.
/// * Dragging the pressed item off its frame is the long-press-and-drag pattern of UIKit's
///   "Reordering Items Interactively" (`beginInteractiveMovementForItem(at:)` documentation: a
///   gesture recognizer begins the movement, reports each position with
///   `updateInteractiveMovementTargetPosition(_:)` in the collection view's coordinates, and ends it
///   with `endInteractiveMovement()`, or `cancelInteractiveMovement()` when the gesture fails). The
///   movement begins only where the data source's `canMoveItemAt` allows; otherwise the drag only
///   unhighlights at the release, as a touch that slid off the item. Releasing outside the collection
///   view cancels the movement.
/// * When the collection view has a drag delegate and `dragInteractionEnabled`, the same gesture is
///   a drag and drop instead (UIKit's drag interaction takes the long press): the drag delegate gives
///   the items, the drop delegate hears each position and performs the drop at the release.
/// * A right press on an item opens its edit menu beside it, as `e` does on the focused item.
extension CollectionView {
    /// Handles a button or drag; false for other mouse actions (the wheel).
    func handleItemMouse(_ mouse: MouseEvent) -> Bool {
        // The finger, for layouts that read `panGestureRecognizer.location(in:)` as the user scrolls.
        pointerLocation = userInput.screenScale.point(atCellCenter: mouse.x, mouse.y)
        if deliverTouch(mouse) { return true }
        switch (mouse.action, mouse.button) {
        case (.press, .left): leftPress(mouse)
        case (.drag, .left): leftDrag(mouse)
        case (.release, .left): leftRelease(mouse)
        case (.press, .right): rightPress(mouse)
        case (.press, _), (.release, _), (.drag, _): break   // the middle button, a right release or drag
        case (.scrollUp, _), (.scrollDown, _), (.scrollLeft, _), (.scrollRight, _): return false
        }
        return true
    }

    private func leftPress(_ mouse: MouseEvent) {
        if userInput.editMenu != nil {
            userInput.editMenu = nil   // a click elsewhere closes the menu, as a tap outside UIKit's does
            return
        }
        layoutIfNeeded()
        // A click on an editable text view in a cell starts editing it, as a tap does on iOS.
        if let textView = viewChainForPress(at: contentPoint(of: mouse)).lazy
            .compactMap({ $0 as? TextView }).first(where: \.isEditable) {
            textView.becomeFirstResponder()
            return
        }
        guard let indexPath = itemUnder(mouse) else { return }
        touchDown(onItemAt: indexPath)
        userInput.mousePress = MousePress(indexPath: indexPath)
    }

    /// Off the pressed item's frame the movement begins (if the data source allows); once it runs,
    /// each drag reports the pointer's position.
    private func leftDrag(_ mouse: MouseEvent) {
        guard var press = userInput.mousePress else { return }
        if press.isDragging { return updateDrag(to: contentPoint(of: mouse)) }
        if !press.isMoving {
            guard itemUnder(mouse) != press.indexPath else { return }
            if beginsDrags {
                press.isDragging = beginDrag(at: press.indexPath, location: contentPoint(of: mouse))
                userInput.mousePress = press
                guard press.isDragging else { return }
                cancelTouch()
                return updateDrag(to: contentPoint(of: mouse))
            }
            guard userInput.installsStandardGestureForInteractiveMovement,
                  beginInteractiveMovementForItem(at: press.indexPath) else { return }
            press.isMoving = true
            userInput.mousePress = press
        }
        updateInteractiveMovementTargetPosition(contentPoint(of: mouse))
    }

    private func leftRelease(_ mouse: MouseEvent) {
        let press = userInput.mousePress
        userInput.mousePress = nil
        if press?.isDragging == true { return endDrag(at: contentPoint(of: mouse)) }
        guard press?.isMoving == true else {
            touchUp(onItemAt: itemUnder(mouse))
            return
        }
        if bounds.contains(contentPoint(of: mouse)) {
            endInteractiveMovement()
        } else {
            cancelInteractiveMovement()
        }
    }

    private func rightPress(_ mouse: MouseEvent) {
        layoutIfNeeded()
        userInput.editMenu = itemUnder(mouse).flatMap { indexPath in
            menuEntriesForItem(at: indexPath, point: contentPoint(of: mouse)).map { EditMenu(indexPath: indexPath, actions: $0) }
        }
    }

    /// The item drawn at the mouse's screen cell.
    func itemUnder(_ mouse: MouseEvent) -> IndexPath? {
        indexPathForItem(at: contentPoint(of: mouse))
    }

    /// The centre of the mouse's screen cell in content coordinates: the mouse is counted from the
    /// view's top-left corner, so the cell's centre in points plus the scroll offset (mirrored right
    /// to left where the layout is).
    func contentPoint(of mouse: MouseEvent) -> CGPoint {
        contentPoint(forVisible: userInput.screenScale.point(atCellCenter: mouse.x, mouse.y))
    }
}
