import Foundation
import TermCollectionView

/// A flow layout whose inserted items grow in from half size while fading in, and whose deleted items
/// shrink to half size while fading out — the Collection View Programming Guide's pattern: remember
/// the inserted and deleted index paths in `prepare(forCollectionViewUpdates:)`, start from `super`
/// in the initial/final attributes methods and change only those items, forget them in
/// `finalizeCollectionViewUpdates()`.
final class ScaleFadeFlowLayout: CollectionViewFlowLayout {
    private var insertedIndexPaths: Set<IndexPath> = []
    private var deletedIndexPaths: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert: if let path = update.indexPathAfterUpdate { insertedIndexPaths.insert(path) }
            case .delete: if let path = update.indexPathBeforeUpdate { deletedIndexPaths.insert(path) }
            default: break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertedIndexPaths.contains(itemIndexPath) {
            attributes?.alpha = 0
            attributes?.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deletedIndexPaths.contains(itemIndexPath) {
            attributes?.alpha = 0
            attributes?.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
        }
        return attributes
    }
}
