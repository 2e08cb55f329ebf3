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
}
