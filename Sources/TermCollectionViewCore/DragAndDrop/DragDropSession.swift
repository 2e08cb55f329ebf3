import Foundation

/// What drag and drop sessions have in common: UIKit's `UIDragDropSession`.
@preconcurrency @MainActor
public protocol DragDropSession: AnyObject {
    /// The dragged items.
    var items: [DragItem] { get }
    /// Where the pointer is, in `view`'s coordinates.
    func location(in view: View) -> CGPoint
    /// Whether a drop may move the items (within one app: true).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays inside the app that began it (always, in tcv).
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item carries one of `typeIdentifiers` (or a type conforming to one).
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item's content loads as `aClass`.
    func canLoadObjects<T>(ofClass aClass: T.Type) -> Bool
}

/// The dragging side of a session: UIKit's `UIDragSession`.
@preconcurrency @MainActor
public protocol DragSession: DragDropSession {
    /// The app's own context for the drag (read back as `localDragSession?.localContext` on drop).
    var localContext: Any? { get set }
}

/// The receiving side: UIKit's `UIDropSession`.
@preconcurrency @MainActor
public protocol DropSession: DragDropSession {
    /// The drag session, when the drag began in this app (always, in tcv).
    var localDragSession: DragSession? { get }
    /// How progress of a long load is shown (stored only: loads finish at once here).
    var progressIndicatorStyle: DropSessionProgressIndicatorStyle { get set }
    /// Loads every item that can be an `aClass` and calls `completion` with them, before returning.
    @discardableResult
    func loadObjects<T>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
}

/// UIKit's `UIDropSessionProgressIndicatorStyle`.
public enum DropSessionProgressIndicatorStyle: Int, Sendable {
    case none, `default`
}

/// The one session object of a drag inside a collection view: both sides, as a drag that starts and
/// ends in the same app is on iOS.
@MainActor
final class CollectionViewDragDropSession: DragSession, DropSession {
    let items: [DragItem]
    var localContext: Any?
    var progressIndicatorStyle = DropSessionProgressIndicatorStyle.default
    /// The pointer in the collection view's content coordinates.
    var location: CGPoint
    let allowsMoveOperation: Bool
    var isRestrictedToDraggingApplication: Bool { true }
    var localDragSession: DragSession? { self }
    private weak var collectionView: CollectionView?

    init(items: [DragItem], location: CGPoint, collectionView: CollectionView, allowsMoveOperation: Bool) {
        self.items = items
        self.location = location
        self.collectionView = collectionView
        self.allowsMoveOperation = allowsMoveOperation
    }

    func location(in view: View) -> CGPoint {
        guard let collectionView else { return location }
        return collectionView.convert(location, to: view)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects<T>(ofClass aClass: T.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects<T>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress {
        let objects = items.compactMap { $0.itemProvider.object.flatMap { ItemProvider.cast($0, to: aClass) } }
        completion(objects)
        let progress = Progress(totalUnitCount: Int64(items.count))
        progress.completedUnitCount = Int64(items.count)
        return progress
    }
}
