import Foundation

/// How soon a reordering drag makes room: UIKit's `UICollectionView.ReorderingCadence`.
public enum ReorderingCadence: Int, Sendable {
    case immediate, fast, slow
}

/// A drag from one of the collection view's items, between its start and its drop or cancel.
@MainActor
struct ActiveDrag {
    let session: CollectionViewDragDropSession
    let source: IndexPath
    /// Whether the pointer is over the collection view (the drop delegate heard `dropSessionDidEnter`).
    var isInside = false
    /// Whether the drop delegate can take the session (`canHandle`), asked on entering.
    var canHandle = false
    /// The latest destination and proposal (`dropSessionDidUpdate`'s answer).
    var destination: IndexPath?
    var proposal = CollectionViewDropProposal(operation: .cancel)
}

/// Drag and drop inside one collection view, as UIKit drives its delegates: the drag delegate gives
/// the items when the drag begins, the drop delegate is told when the drag enters, moves over and
/// leaves the view, proposes an operation at each move, and performs the drop at the release when
/// the proposal is `.copy` or `.move`; then both hear the end. The lifted cell and the cell under
/// the pointer show highlighted while the drag runs. The mouse and `m` (see the app layer) call
/// the `package` methods below, with points in content coordinates.
extension CollectionView {
    /// Whether a drag from this collection view is under way.
    public var hasActiveDrag: Bool { activeDrag != nil }
    /// Whether a drag is over this collection view.
    public var hasActiveDrop: Bool { activeDrag?.isInside == true }
    /// The index path a drop would land at now, and the delegate's proposal (for the status line).
    public var dropDestination: (indexPath: IndexPath?, operation: DropOperation)? {
        activeDrag.map { ($0.destination, $0.isInside && $0.canHandle ? $0.proposal.operation : .cancel) }
    }

    /// Where the drag is, in content coordinates (`.zero` without one).
    package var dragLocation: CGPoint { activeDrag?.session.location ?? .zero }

    /// Whether dragging an item begins a drag rather than an interactive movement.
    package var beginsDrags: Bool { dragInteractionEnabled && dragDelegate != nil }

    /// Begins dragging the item at `indexPath` from `location`; false when the drag delegate gives no
    /// items (or there is none, or drags are not enabled). The caller cancels the touch that lifted
    /// the item, then reports the position with `updateDrag(to:)`, as UIKit's lift comes first.
    package func beginDrag(at indexPath: IndexPath, location: CGPoint) -> Bool {
        guard beginsDrags, let dragDelegate, activeDrag == nil, interactiveMovement == nil else { return false }
        let probe = CollectionViewDragDropSession(items: [], location: location, collectionView: self, allowsMoveOperation: true)
        let items = dragDelegate.collectionView(self, itemsForBeginning: probe, at: indexPath)
        guard !items.isEmpty else { return false }
        let session = CollectionViewDragDropSession(
            items: items, location: location, collectionView: self,
            allowsMoveOperation: dragDelegate.collectionView(self, dragSessionAllowsMoveOperation: probe))
        session.localContext = probe.localContext
        _ = dragDelegate.collectionView(self, dragPreviewParametersForItemAt: indexPath)
        _ = dragDelegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
        dragDelegate.collectionView(self, dragSessionWillBegin: session)
        activeDrag = ActiveDrag(session: session, source: indexPath)
        setDragHighlight(true)
        return true
    }

    /// Moves the drag to `location`: enter or exit, then a new proposal while inside.
    package func updateDrag(to location: CGPoint) {
        guard var drag = activeDrag else { return }
        setDragHighlight(false)
        drag.session.location = location
        let inside = bounds.contains(mirroredAcrossContent(location))   // bounds are in the layout's space
        if inside != drag.isInside {
            drag.isInside = inside
            if inside {
                drag.canHandle = dropDelegate.map { $0.collectionView(self, canHandle: drag.session) } ?? false
                if drag.canHandle { dropDelegate?.collectionView(self, dropSessionDidEnter: drag.session) }
            } else if drag.canHandle {
                dropDelegate?.collectionView(self, dropSessionDidExit: drag.session)
            }
        }
        drag.destination = inside ? dropIndexPath(at: location) : nil
        if inside, drag.canHandle, let dropDelegate {
            let proposal = dropDelegate.collectionView(self, dropSessionDidUpdate: drag.session, withDestinationIndexPath: drag.destination)
            // UIKit allows `.move` only when the session does (`UIDropInteractionDelegate` documentation).
            drag.proposal = proposal.operation == .move && !drag.session.allowsMoveOperation
                ? CollectionViewDropProposal(operation: .forbidden, intent: proposal.intent) : proposal
        } else {
            drag.proposal = CollectionViewDropProposal(operation: .cancel)
        }
        activeDrag = drag
        setDragHighlight(true)
    }

    /// Releases the drag at `location`: the drop is performed when the proposal there is `.copy` or
    /// `.move`; either way both delegates hear the end.
    package func endDrag(at location: CGPoint) {
        updateDrag(to: location)
        guard let drag = activeDrag else { return }
        setDragHighlight(false)
        activeDrag = nil
        if drag.isInside, drag.canHandle, [.copy, .move].contains(drag.proposal.operation), let dropDelegate {
            let previewSize = cellForItem(at: drag.source)?.frame.size ?? .zero
            let items = drag.session.items.map {
                CollectionViewDrop.Item(dragItem: $0, sourceIndexPath: drag.source, previewSize: previewSize)
            }
            let coordinator = CollectionViewDrop(items: items, destinationIndexPath: drag.destination, proposal: drag.proposal,
                                                 session: drag.session, collectionView: self)
            dropDelegate.collectionView(self, performDropWith: coordinator)
        }
        finish(drag)
    }

    /// Ends the drag without a drop (the pointer left, Esc).
    package func cancelDrag() {
        guard var drag = activeDrag else { return }
        setDragHighlight(false)
        activeDrag = nil
        drag.isInside = false
        finish(drag)
    }

    private func finish(_ drag: ActiveDrag) {
        if drag.canHandle { dropDelegate?.collectionView(self, dropSessionDidEnd: drag.session) }
        dragDelegate?.collectionView(self, dragSessionDidEnd: drag.session)
    }

    /// Where a drop at `location` lands: the item under it, else the end of the last section when the
    /// point is past every item (UIKit proposes an insertion there), else nil.
    private func dropIndexPath(at location: CGPoint) -> IndexPath? {
        if let indexPath = indexPathForItem(at: location) { return indexPath }
        let section = numberOfSections - 1
        guard section >= 0 else { return nil }
        let count = numberOfItems(inSection: section)
        guard count > 0 else { return IndexPath(item: 0, section: section) }
        guard let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)),
              location.y > last.frame.maxY || (location.y >= last.frame.minY && location.x > last.frame.maxX) else { return nil }
        return IndexPath(item: count, section: section)
    }

    /// The lifted cell and the one under the pointer show highlighted while the drag runs.
    private func setDragHighlight(_ highlighted: Bool) {
        guard let drag = activeDrag else { return }
        for indexPath in [drag.source, drag.destination].compactMap({ $0 }) {
            cellForItem(at: indexPath)?.isHighlighted = highlighted
        }
    }
}
