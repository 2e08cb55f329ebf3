import Foundation

/// One insertion, deletion, reload or move passed to `prepare(forCollectionViewUpdates:)`:
/// UIKit's `UICollectionViewUpdateItem`.
@preconcurrency @MainActor
open class CollectionViewUpdateItem: NSObject {
    /// What happened to the item. The collection view hands layouts `.delete`, `.insert` and `.move`:
    /// a reload arrives as a deletion and an insertion, as Apple documents reloads to be treated.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The index path before the update; `nil` for insertions.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; `nil` for deletions.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of update.
    open private(set) var updateAction: Action

    /// Creates an update item.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
