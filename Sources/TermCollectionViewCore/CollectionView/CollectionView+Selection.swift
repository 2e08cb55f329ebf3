import Foundation

extension CollectionView {
    /// The selected items' index paths, sorted; `nil` when none is selected (as in UIKit). During an
    /// interactive movement they are where the items are shown, the index paths `cellForItem(at:)`
    /// takes, as every other index path the collection view hands out then.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.map(displayedIndexPath(forData:)).sorted()
    }

    /// Selects the item in code (no delegate calls, as in UIKit) and optionally scrolls to it.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection, let indexPath else { return }
        let item = dataIndexPath(forDisplayed: indexPath)
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != item { setSelected(false, dataIndexPath: other) }
        }
        setSelected(true, dataIndexPath: item)
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item in code (no delegate calls).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, dataIndexPath: dataIndexPath(forDisplayed: indexPath))
    }

    /// Selection is kept by the items' index paths in the data; their cells are where they are shown.
    private func setSelected(_ selected: Bool, dataIndexPath item: IndexPath) {
        if selected { selectedIndexPaths.insert(item) } else { selectedIndexPaths.remove(item) }
        cellForItem(at: displayedIndexPath(forData: item))?.isSelected = selected
    }
}
