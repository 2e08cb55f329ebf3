import Foundation

/// A touch on an item, from its touch down to its touch up.
struct TrackedTouch {
    /// The item touched down on.
    let indexPath: IndexPath
    /// When it went down, on the collection view's clock.
    let startTime: Double
}

/// Touches on items: highlight, then selection, in the order of the Collection View Programming
/// Guide's figure "Tracking touches in a cell" (and UIKit's "Managing the visual state for selections
/// and highlights"):
///
/// - touch down: `shouldHighlightItemAt` → cell `isHighlighted = true` → `didHighlightItemAt`;
///   `shouldHighlightItemAt` false ends the touch there (no selection either);
/// - touch up: `shouldSelectItemAt` (or `shouldDeselectItemAt` for a second press on a selected item
///   with multiple selection) → `isHighlighted = false` → `didUnhighlightItemAt` → `isSelected` →
///   `didSelectItemAt`/`didDeselectItemAt`.
///
/// A touch that ends on another item, or lasts `minimumLongPressDuration` or more (a long press is a
/// different gesture), only unhighlights; during an interactive movement a touch does nothing. Where the user may not select (`allowsSelection`, or
/// `allowsSelectionDuringEditing` in editing mode), a touch does nothing, not even highlight. The app layer turns Enter/Space on the focused item and a
/// mouse press/release into these calls; programmatic `selectItem`/`deselectItem` call no delegate.
extension CollectionView {
    /// A press this long is a long press, not a tap: UILongPressGestureRecognizer's default
    /// `minimumPressDuration`, 0.5 s.
    nonisolated public static let minimumLongPressDuration: Double = 0.5

    /// Whether the user may select now: `allowsSelectionDuringEditing` in editing mode, else `allowsSelection`.
    var userMaySelect: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    /// Whether the user's selection is multiple now (the editing-mode property in editing mode).
    var userSelectionIsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// A finger (key, mouse button) goes down on the item: highlights it if the delegate agrees.
    /// Returns whether a touch is now tracked.
    @discardableResult
    package func touchDown(onItemAt indexPath: IndexPath) -> Bool {
        cancelTouch()
        // While an item is carried (interactive movement), the items on screen stand at their proposed
        // places, not at their index paths, and the gesture that carries the item owns the touches, as
        // UIKit's long press does: a tap neither highlights nor selects until the item is dropped.
        guard userMaySelect, interactiveMovement == nil, isValidItem(indexPath) else { return false }
        if let delegate = collectionDelegate {
            let shouldHighlight = delegate.collectionView(self, shouldHighlightItemAt: indexPath)
            trace(.shouldHighlightItem(at: indexPath, result: shouldHighlight))
            guard shouldHighlight else { return false }
        }
        trackedTouch = TrackedTouch(indexPath: indexPath, startTime: clock?.now ?? 0)
        cellForItem(at: indexPath)?.isHighlighted = true
        if collectionDelegate != nil { trace(.didHighlightItem(at: indexPath)) }
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// The finger lifts over `indexPath` (nil: over no item): a tap on the touched item selects it, or
    /// deselects it when it is selected and selection is multiple.
    package func touchUp(onItemAt indexPath: IndexPath?) {
        guard let touch = trackedTouch else { return }
        trackedTouch = nil
        let elapsed = (clock?.now ?? 0) - touch.startTime
        guard indexPath == touch.indexPath, elapsed < Self.minimumLongPressDuration else {
            unhighlight(touch.indexPath)
            return
        }
        let target = touch.indexPath
        if togglesOutline(target) {
            unhighlight(target)
            return
        }
        let deselects = userSelectionIsMultiple && selectedIndexPaths.contains(target)
        let allowed = deselects ? askShouldDeselect(target) : askShouldSelect(target)
        unhighlight(target)
        guard allowed else { return }
        if deselects {
            deselectItem(at: target, animated: false)
            tellDidDeselect(target)
        } else {
            selectAsUser(target)
        }
    }

    /// A tap on a cell with a header-style outline disclosure expands or collapses its item through
    /// the diffable data source's section snapshot instead of selecting it (Apple,
    /// `UICellAccessory.OutlineDisclosureOptions.Style.header`: "a tap anywhere in the header toggles
    /// the expansion state of the item. The cell itself is not selectable"). Returns whether it did.
    private func togglesOutline(_ indexPath: IndexPath) -> Bool {
        guard let cell = cellForItem(at: indexPath), cell.tapTogglesOutline,
              let outline = dataSource as? OutlineTogglingDataSource else { return false }
        outline.toggleOutlineItem(at: indexPath)
        return true
    }

    /// The touch ends without a tap (it became a scroll, the view went away): only unhighlights.
    package func cancelTouch() {
        guard let touch = trackedTouch else { return }
        trackedTouch = nil
        unhighlight(touch.indexPath)
    }

    /// A tap on the item, as the user's touch down and up: see the order above.
    public func userSelectItem(at indexPath: IndexPath) {
        guard touchDown(onItemAt: indexPath) else { return }
        touchUp(onItemAt: indexPath)
    }

    /// Selects as the user does once allowed: the other items' selection ends first (each told with
    /// `didDeselectItemAt`) unless selection is multiple, then `isSelected`, then `didSelectItemAt`.
    func selectAsUser(_ indexPath: IndexPath) {
        if !userSelectionIsMultiple {
            for other in selectedIndexPaths.sorted() where other != indexPath {
                deselectItem(at: other, animated: false)
                tellDidDeselect(other)
            }
        }
        selectedIndexPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if collectionDelegate != nil { trace(.didSelectItem(at: indexPath)) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// `shouldSelectItemAt`, traced; `true` without a delegate.
    func askShouldSelect(_ indexPath: IndexPath) -> Bool {
        guard let delegate = collectionDelegate else { return true }
        let result = delegate.collectionView(self, shouldSelectItemAt: indexPath)
        trace(.shouldSelectItem(at: indexPath, result: result))
        return result
    }

    private func askShouldDeselect(_ indexPath: IndexPath) -> Bool {
        guard let delegate = collectionDelegate else { return true }
        let result = delegate.collectionView(self, shouldDeselectItemAt: indexPath)
        trace(.shouldDeselectItem(at: indexPath, result: result))
        return result
    }

    private func tellDidDeselect(_ indexPath: IndexPath) {
        if collectionDelegate != nil { trace(.didDeselectItem(at: indexPath)) }
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        if collectionDelegate != nil { trace(.didUnhighlightItem(at: indexPath)) }
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The state a cell shows for its item when it comes on screen: selected (kept by data index path),
    /// highlighted and focused (by where it is shown, which differs only during interactive movement).
    func applyItemState(to cell: CollectionViewCell, at indexPath: IndexPath, displayedAt displayed: IndexPath) {
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        cell.isHighlighted = trackedTouch?.indexPath == displayed
        cell.isFocused = focusState.focused == displayed
    }
}

/// A data source that can expand and collapse the item the user taps (the diffable data source with
/// section snapshots): declared here, where the tap is, so the collection view never names the
/// generic data source's type.
@MainActor
package protocol OutlineTogglingDataSource: AnyObject {
    func toggleOutlineItem(at indexPath: IndexPath)
}
