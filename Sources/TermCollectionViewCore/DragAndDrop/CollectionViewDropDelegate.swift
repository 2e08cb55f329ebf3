import Foundation

/// Receives drops on a collection view: UIKit's `UICollectionViewDropDelegate`. Only
/// `performDropWith` is required. While the drag moves, `dropSessionDidUpdate` proposes what a
/// drop there would do; the release performs the drop only when the latest proposal is `.copy` or
/// `.move`. Without `dropSessionDidUpdate` the proposal is `.cancel` and nothing drops, as UIKit's
/// drop interaction documents ("If you don't provide this method, the view cannot accept any drop").
@preconcurrency @MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// Incorporate the dropped items: update the data source and the collection view, then tell the
    /// coordinator where each item went.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    /// Whether the collection view accepts this session's content at all (default true).
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// The drag entered the collection view's bounds.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    /// The drag moved; `destinationIndexPath` is where the items would go (nil over empty space).
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal
    /// The drag left the collection view's bounds.
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    /// The drag ended over the collection view, dropped or not.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
    /// How the dropped item's cell is shaped while it lands (asked and stored only).
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
    /// Default: `true`, every session is accepted.
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    /// Default: `.cancel`, so nothing drops unless the delegate implements this method, as UIKit documents.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: .cancel)
    }
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
    /// Default: `nil`, the cell's own shape.
    public func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
}

/// What a drop would do: UIKit's `UIDropOperation`.
public enum DropOperation: UInt, Sendable {
    /// Nothing: the drag is cancelled.
    case cancel = 0
    /// Not allowed here (the drop is refused).
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved (only when the session allows moving).
    case move = 3
}

/// A proposal for a drop: UIKit's `UIDropProposal`.
@preconcurrency @MainActor
open class DropProposal {
    /// What the drop would do.
    public let operation: DropOperation
    /// Whether the drop needs a precise location (stored only).
    open var isPrecise = false
    /// Whether the preview grows to full size over the destination (stored only).
    open var prefersFullSizePreview = false

    /// A proposal to perform `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// A collection view's drop proposal: UIKit's `UICollectionViewDropProposal`.
@preconcurrency @MainActor
open class CollectionViewDropProposal: DropProposal {
    /// Where the items go relative to the destination index path: UIKit's `UICollectionViewDropIntent`.
    public enum Intent: Int, Sendable {
        /// Not said.
        case unspecified
        /// Inserted at the destination, the items after it moving on.
        case insertAtDestinationIndexPath
        /// Into the item at the destination (a folder, say).
        case insertIntoDestinationIndexPath
    }

    /// Where the items go.
    public let intent: Intent

    /// A proposal to perform `operation` with `intent`.
    public init(operation: DropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal to perform `operation`, intent unspecified.
    public override init(operation: DropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}
