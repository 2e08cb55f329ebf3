import Foundation

/// What `performDropWith` works with: UIKit's `UICollectionViewDropCoordinator`.
@preconcurrency @MainActor
public protocol CollectionViewDropCoordinator: AnyObject {
    /// The dropped items, each with the index path it was dragged from (in this collection view).
    var items: [CollectionViewDropItem] { get }
    /// Where the drop landed (nil over empty space).
    var destinationIndexPath: IndexPath? { get }
    /// The latest proposal (`dropSessionDidUpdate`'s answer).
    var proposal: CollectionViewDropProposal { get }
    /// The drop session.
    var session: DropSession { get }
    /// Animates `dragItem` into the cell now at `indexPath` (after your update inserted it there).
    @discardableResult
    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> DragAnimating
    /// Animates `dragItem` into the item at `indexPath` (a drop *into* an item).
    @discardableResult
    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> DragAnimating
    /// Drops `dragItem` onto a placeholder while its content loads; commit the insertion through the
    /// returned context.
    @discardableResult
    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> CollectionViewDropPlaceholderContext
    /// Animates `dragItem` to an arbitrary place.
    @discardableResult
    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating
}

/// One dropped item: UIKit's `UICollectionViewDropItem`.
@preconcurrency @MainActor
public protocol CollectionViewDropItem: AnyObject {
    /// The item.
    var dragItem: DragItem { get }
    /// Where it came from in this collection view (nil for items from elsewhere).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview: the source cell's.
    var previewSize: CGSize { get }
}

/// Extra animations and completions of a drop: UIKit's `UIDragAnimating`. The dropped item lands
/// in the same frame here, so animations run at once and completions get `.end`.
@preconcurrency @MainActor
public protocol DragAnimating: AnyObject {
    /// Runs `animations` alongside the drop's own.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the drop's animation ends.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

/// A place outside the collection view's cells to drop to: UIKit's `UIDragPreviewTarget`.
@preconcurrency @MainActor
open class DragPreviewTarget {
    /// The view holding `center`.
    public let container: View
    /// Where the preview lands.
    public let center: CGPoint

    /// A target at `center` in `container`.
    public init(container: View, center: CGPoint) {
        self.container = container
        self.center = center
    }
}

/// A cell shown where content will be inserted: UIKit's `UICollectionViewPlaceholder`.
@preconcurrency @MainActor
open class CollectionViewPlaceholder {
    /// Where the content goes.
    public let insertionIndexPath: IndexPath
    /// The cell the placeholder would show (stored only: tcv commits at once, see the context).
    public let reuseIdentifier: String
    /// Configures the placeholder cell (stored only).
    open var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` using cells registered as `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// A placeholder for a drop: UIKit's `UICollectionViewDropPlaceholder`.
@preconcurrency @MainActor
open class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
    /// Shapes the placeholder's preview (stored only).
    open var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?
}

/// The placeholder's handle: UIKit's `UICollectionViewDropPlaceholderContext`. Content loads before
/// the drop returns in tcv, so no placeholder cell is shown: `commitInsertion` updates your data
/// and inserts the item in one batch update, as UIKit does when it replaces the placeholder.
@preconcurrency @MainActor
public protocol CollectionViewDropPlaceholderContext: DragAnimating {
    /// The item dropped on the placeholder.
    var dragItem: DragItem { get }
    /// Calls `dataSourceUpdates` with the insertion index path (insert your model item there) and
    /// inserts the item; false if the placeholder was already committed or deleted.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Gives up the placeholder (nothing was inserted); false if already committed or deleted.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Asks for the placeholder cell to be configured again (nothing to redraw here).
    func setNeedsCellUpdate()
}
