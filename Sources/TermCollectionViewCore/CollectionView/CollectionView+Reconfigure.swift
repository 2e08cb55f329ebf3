import Foundation

/// UIKit's `reconfigureItems(at:)`: the data source configures the cells already on screen again,
/// instead of replacing them as `reloadItems(at:)` does. For each visible item the collection view
/// calls `collectionView(_:cellForItemAt:)`, and the dequeue inside hands back that item's existing
/// cell (no `prepareForReuse()`, no new view, no animation). Items not on screen are skipped: they are
/// configured when they appear. Applied at once, with the index paths as they are now.
extension CollectionView {
    /// Configures the visible cells of `indexPaths` again through the data source, keeping the cells.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cellForItem(at: indexPath) else { continue }
            updateState.reconfiguring = (indexPath, cell)
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            updateState.reconfiguring = nil
            if returned !== cell { UsageError.report(.viewNotDequeued(role: "reconfigured cell")) }
        }
    }

    /// The cell being reconfigured at `indexPath`, which a dequeue returns instead of another.
    func reconfiguredCell(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let reconfiguring = updateState.reconfiguring, reconfiguring.indexPath == indexPath else { return nil }
        return reconfiguring.cell
    }
}
