import Foundation

extension CollectionView {
    /// The selected items' index paths, sorted; `nil` when none is selected (as in UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the item in code (no delegate calls, as in UIKit) and optionally scrolls to it.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection, let indexPath else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { deselectItem(at: other, animated: false) }
        }
        selectedIndexPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item in code (no delegate calls).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Selects the item as a user would: asks `shouldSelectItemAt`, selects, then tells
    /// `didSelectItemAt` (and `didDeselectItemAt` for a replaced selection).
    public func userSelectItem(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        if let delegate {
            let shouldSelect = delegate.collectionView(self, shouldSelectItemAt: indexPath)
            trace(.shouldSelectItem(at: indexPath, result: shouldSelect))
            guard shouldSelect else { return }
        }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath {
                deselectItem(at: other, animated: false)
                if delegate != nil { trace(.didDeselectItem(at: other)) }
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: .none)
        if delegate != nil { trace(.didSelectItem(at: indexPath)) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
