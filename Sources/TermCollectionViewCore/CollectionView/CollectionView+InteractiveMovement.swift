import Foundation

/// An item the user is moving: where it was in the data, where it is shown now, where the finger is.
struct InteractiveMovement {
    /// The item's index path in the data (unchanged until the drop).
    let original: IndexPath
    /// Where the item is shown now; the items between make room.
    var target: IndexPath
    /// The finger's position, in content coordinates.
    var position: CGPoint

    /// The data item shown at `displayed`: the moving item at `target`; the others shifted as if it had
    /// been taken out at `original` and put back at `target`.
    func dataIndexPath(forDisplayed displayed: IndexPath) -> IndexPath {
        if displayed == target { return original }
        var result = displayed
        if result.section == target.section && result.item > target.item { result.item -= 1 }
        if result.section == original.section && result.item >= original.item { result.item += 1 }
        return result
    }

    /// How the number of items shown in `section` differs from the data's: one fewer in the section
    /// the item left, one more in the one it is shown in (UIKit's collection view moves the item in its
    /// own data as the target changes; the data source is told only at the drop).
    func itemCountChange(inSection section: Int) -> Int {
        guard original.section != target.section else { return 0 }
        if section == original.section { return -1 }
        return section == target.section ? 1 : 0
    }

    /// Where the data item at `data` is shown (the inverse of `dataIndexPath(forDisplayed:)`).
    func displayedIndexPath(forData data: IndexPath) -> IndexPath {
        if data == original { return target }
        var result = data
        if result.section == original.section && result.item > original.item { result.item -= 1 }
        if result.section == target.section && result.item >= target.item { result.item += 1 }
        return result
    }
}

/// Interactive movement, as UIKit's `beginInteractiveMovementForItem(at:)` family runs it: the app's
/// gesture (here keys) begins a movement on an item the data source lets move, updates the target
/// position as the finger moves, and ends it (the data source's `moveItemAt` moves the data) or cancels
/// it. While it runs, the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes
/// where the item goes, the delegate's `targetIndexPathForMoveFromItemAt` may redirect it, the other
/// items make room (they jump to their new places: no animation), and the moving item takes the
/// layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`. Each step invalidates
/// the layout with its `invalidationContext(forInteractivelyMovingItems:…)` /
/// `invalidationContext(forEndingInteractiveMovementOfItems:…)`.
///
/// A target may be in another section: while the item is shown there, `numberOfItems(inSection:)`
/// counts it in that section and not in its own, so the layout lays out what is shown; the item can
/// also go after the last item of another section (index = its count).
extension CollectionView {
    /// The item being moved, where it is shown now; nil when no movement runs.
    public var indexPathForInteractivelyMovingItem: IndexPath? { interactiveMovement?.target }

    /// Starts moving the item at `indexPath` if the data source's `canMoveItemAt` allows it; returns
    /// whether the movement began (false while another runs, as in UIKit).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard interactiveMovement == nil, isValidItem(indexPath),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false,
              let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return false }
        cancelTouch()
        let position = CGPoint(x: frame.midX, y: frame.midY)
        interactiveMovement = InteractiveMovement(original: indexPath, target: indexPath, position: position)
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(
            forInteractivelyMovingItems: [indexPath], withTargetPosition: position,
            previousIndexPaths: [indexPath], previousPosition: position))
        return true
    }

    /// The finger moved to `targetPosition` (content coordinates): the item follows it and, when the
    /// layout proposes another index path the delegate accepts, takes that place.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        let targetPosition = mirroredAcrossContent(targetPosition)   // the layout computes left to right
        let previous = movement
        movement.position = targetPosition
        var proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.target, withPosition: targetPosition)
        if proposed.count != 2 {
            reportInvalidTarget(proposed)
            proposed = movement.target
        }
        if proposed != movement.target {
            let redirected = collectionDelegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original, atCurrentIndexPath: movement.target,
                toProposedIndexPath: proposed) ?? proposed
            if isPossibleTarget(redirected, of: movement) { movement.target = redirected }
        }
        show(movement, after: previous)
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(
            forInteractivelyMovingItems: [movement.target], withTargetPosition: targetPosition,
            previousIndexPaths: [previous.target], previousPosition: previous.position))
    }

    /// Whether the moving item can be shown at `indexPath`: any place among the items of its own
    /// section, or of another section including just after its last item.
    private func isPossibleTarget(_ indexPath: IndexPath, of movement: InteractiveMovement) -> Bool {
        guard indexPath.count == 2, (0..<numberOfSections).contains(indexPath.section), indexPath.item >= 0 else { return false }
        let dataCount = currentItemCounts[indexPath.section]
        return indexPath.item < dataCount + (indexPath.section == movement.original.section ? 0 : 1)
    }

    /// A proposal that is not an item's index path (UIKit's are two indexes: section and item) is
    /// ignored and reported; the item stays where it is shown.
    private func reportInvalidTarget(_ proposed: IndexPath) {
        layoutDiagnostics.report(LayoutProblem(
            category: .indexPathOutOfRange, source: String(describing: type(of: collectionViewLayout)),
            property: "targetIndexPath(forInteractivelyMovingItem:withPosition:)", value: "\(Array(proposed))",
            message: "targetIndexPath(forInteractivelyMovingItem:withPosition:) returned \(Array(proposed)), "
                + "an index path of \(proposed.count) index(es), not an item's; the item stays where it is",
            fix: "return IndexPath(item:section:) of an item, or the previous index path to stay"))
    }

    /// Drops the item where it is shown: the data source's `moveItemAt` moves the data (when the place
    /// changed), the selection moves with it, and the layout is invalidated for the end of the movement
    /// with the item where it ends and, as previous index paths, the last ones reported (where it was
    /// shown, the same place: what the layout laid out last).
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.target != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.target)
            selectedIndexPaths = Set(selectedIndexPaths.map(movement.displayedIndexPath(forData:)))
            moveCachedItemCount(from: movement.original.section, to: movement.target.section)
        }
        interactiveMovement = nil   // the data now matches what is shown
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(
            forEndingInteractiveMovementOfItems: [movement.target], previousIndexPaths: [movement.target], movementCancelled: false))
    }

    /// Puts the item back where it was; the data source is not called. The layout is invalidated with
    /// the item's original index path and, as previous, the last one reported (Apple: "For cancelled
    /// interactions, these index paths correspond to the original index paths of the items").
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        show(nil, after: movement)
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(
            forEndingInteractiveMovementOfItems: [movement.original], previousIndexPaths: [movement.target], movementCancelled: true))
    }

    /// The data item shown at a layout index path (the same one outside a movement).
    func dataIndexPath(forDisplayed displayed: IndexPath) -> IndexPath {
        interactiveMovement?.dataIndexPath(forDisplayed: displayed) ?? displayed
    }

    /// Where the data item at `data` is shown (the same index path outside a movement).
    func displayedIndexPath(forData data: IndexPath) -> IndexPath {
        interactiveMovement?.displayedIndexPath(forData: data) ?? data
    }

    /// The pass's attributes with the moving item's replaced by the layout's moving-item attributes
    /// (added when its place is out of the visible rect, so it stays with the finger).
    func withInteractivelyMovingItem(_ attributes: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        guard let movement = interactiveMovement else { return attributes }
        let moving = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.target, withTargetPosition: movement.position)
        let others = attributes.filter { !($0.representedElementCategory == .cell && $0.indexPath == movement.target) }
        return others + [moving]
    }

    /// Re-keys the visible cells so each keeps showing its data item at its new place (`next` nil: the
    /// places without a movement); the focus follows the moving item.
    private func show(_ next: InteractiveMovement?, after previous: InteractiveMovement) {
        interactiveMovement = next
        // What is shown changed places, and between sections the counts changed: attributes checked
        // against the old places are checked again.
        dataVersion &+= 1
        let nextPlace = { (data: IndexPath) in next?.displayedIndexPath(forData: data) ?? data }
        var moved: [ElementKey: CollectionReusableView] = [:]
        for (key, view) in visibleViews {
            guard key.category == .cell else { moved[key] = view; continue }
            let place = nextPlace(previous.dataIndexPath(forDisplayed: key.indexPath))
            moved[ElementKey(category: .cell, kind: nil, indexPath: place)] = view
        }
        visibleViews = moved
        displayOrder = displayOrder.map { key in
            guard key.category == .cell else { return key }
            return ElementKey(category: .cell, kind: nil, indexPath: nextPlace(previous.dataIndexPath(forDisplayed: key.indexPath)))
        }
        if focusState.focused == previous.target { moveFocusSilently(to: next?.target ?? previous.original) }
        setNeedsLayout()
    }
}
