import Foundation

/// The coordinator, drop items and animators a collection view hands `performDropWith`.
@MainActor
final class CollectionViewDrop: CollectionViewDropCoordinator {
    final class Item: CollectionViewDropItem {
        let dragItem: DragItem
        let sourceIndexPath: IndexPath?
        let previewSize: CGSize

        init(dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
            self.dragItem = dragItem
            self.sourceIndexPath = sourceIndexPath
            self.previewSize = previewSize
        }
    }

    /// Runs animations and completions at once: the item lands in the frame of the drop.
    class Animator: DragAnimating {
        func addAnimations(_ animations: @escaping () -> Void) { animations() }
        func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { completion(.end) }
    }

    final class PlaceholderContext: Animator, CollectionViewDropPlaceholderContext {
        let dragItem: DragItem
        private let placeholder: CollectionViewDropPlaceholder
        private weak var collectionView: CollectionView?
        private var isSettled = false

        init(dragItem: DragItem, placeholder: CollectionViewDropPlaceholder, collectionView: CollectionView) {
            self.dragItem = dragItem
            self.placeholder = placeholder
            self.collectionView = collectionView
        }

        func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
            guard !isSettled, let collectionView else { return false }
            isSettled = true
            let indexPath = placeholder.insertionIndexPath
            withoutActuallyEscaping(dataSourceUpdates) { update in
                collectionView.performBatchUpdates {
                    update(indexPath)
                    collectionView.insertItems(at: [indexPath])
                }
            }
            return true
        }

        func deletePlaceholder() -> Bool {
            guard !isSettled else { return false }
            isSettled = true
            return true
        }

        func setNeedsCellUpdate() {}
    }

    let items: [CollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: CollectionViewDropProposal
    let session: DropSession
    private unowned let collectionView: CollectionView

    init(items: [CollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: CollectionViewDropProposal,
         session: DropSession, collectionView: CollectionView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }

    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> DragAnimating { Animator() }

    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> DragAnimating { Animator() }

    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> CollectionViewDropPlaceholderContext {
        PlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: collectionView)
    }

    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating { Animator() }
}
