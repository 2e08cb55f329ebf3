import Foundation

/// Inserting, deleting, reloading and moving items and sections: UIKit's batch updates.
///
/// Each call alone is a batch of one; inside `performBatchUpdates(_:completion:)` the calls are only
/// recorded, and applied together when the block returns. Deletions and reloads name index paths
/// before the update, insertions after it, moves both (Apple's `performBatchUpdates` documentation).
/// Applying an update:
///
/// 1. reads the data source's new counts and checks them against the old counts and the operations
///    (see `BatchUpdateValidation`); an inconsistency goes to `Diagnostics.sink`
///    and the collection view recovers with `reloadData()` (UIKit raises instead);
/// 2. runs the update pass (see `CollectionView+UpdatePass`): the layout hears of it in UIKit's order
///    and every affected view animates on `clock` (at once without a clock or inside
///    `View.performWithoutAnimation(_:)`);
/// 3. the completion handler runs after the last animation frame, with `true` unless another update,
///    `reloadData()` or a new layout interrupted the animations.
///
/// The counts before the update are the ones the collection view last read. Like UIKit,
/// `performBatchUpdates` reads them before running the block if it has none yet, while a stand-alone
/// `insertItems(at:)` on a collection view that has not read them yet reads the changed data for both
/// "before" and "after" — UIKit raises an inconsistency then too (radar 26484150).
extension CollectionView {
    /// Applies the operations called in `updates` as one animated change, then calls `completion`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Inserts items at the given index paths (after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at the given index paths (before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Reloads the items at the given index paths (before the update): a deletion and an insertion of
    /// the item, so its cell is asked for again and cross-fades.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after the update); its cell
    /// slides there and is not asked for again.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at the given indexes (after the update).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Deletes the sections at the given indexes (before the update) with all their items.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Reloads the sections at the given indexes: each is deleted and inserted again.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Moves a section (index before the update) to `newSection` (index after the update).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    private func record(_ operation: (inout BatchUpdateRecord) -> Void) {
        beginUpdates()
        operation(&updateState.record!)
        endUpdates(completion: nil)
    }

    private func beginUpdates() {
        if updateState.depth == 0 {
            // Layout first, so the update starts from what is on screen and from counts already read.
            updateState.countsFirstReadByUpdate = cachedItemCounts == nil
            layoutIfNeeded()
            updateState.countsBeforeUpdate = currentItemCounts
            updateState.record = BatchUpdateRecord()
        }
        updateState.depth += 1
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        updateState.depth -= 1
        guard updateState.depth == 0, let record = updateState.record else {
            // A nested block: the outermost one applies everything; its completion is chained.
            if let completion { updateState.nestedCompletions.append(completion) }
            return
        }
        updateState.record = nil
        let completions = updateState.nestedCompletions + [completion].compactMap { $0 }
        updateState.nestedCompletions = []
        let finish: (Bool) -> Void = { finished in completions.forEach { $0(finished) } }
        let newCounts = readItemCounts()
        switch BatchUpdatePlan.make(record, oldCounts: updateState.countsBeforeUpdate, newCounts: newCounts) {
        case .failure(let failure):
            let exception = explained(failure, before: updateState.countsBeforeUpdate, after: newCounts)
            updateState.latestInconsistency = exception
            Diagnostics.sink.report(exception)
            reloadData()
            finish(false)
        case .success(let plan):
            runUpdatePass(plan, newCounts: newCounts, completion: finish)
        }
    }
}

extension CollectionView {
    /// `exception` with its cause when the counts were first read by this very update and did not
    /// change across it: the data source had already changed when the update began, so "before" and
    /// "after" are the same numbers and UIKit's message seems to contradict itself. iOS raises the
    /// same exception here (rdar://26484150, rdar://27941923: `insertItems` right after creating the
    /// collection view or after `reloadData()`); tcv says why and what to change.
    func explained(_ exception: InternalInconsistencyException, before: [Int], after: [Int]) -> InternalInconsistencyException {
        guard updateState.countsFirstReadByUpdate, before == after, exception.cause == nil else { return exception }
        return InternalInconsistencyException(
            reason: exception.reason,
            cause: "the collection view had not read its counts yet (it was just created, or reloadData() was called), "
                + "so it read them when the update began, after your data source had already changed; iOS raises this "
                + "too. Change the data inside performBatchUpdates, or call reloadData() alone, or read "
                + "numberOfItems(inSection:) before changing the data.")
    }
}
