import Foundation

/// Where every element goes in one batch update: the section and item maps from before to after,
/// computed with UIKit's rules, or the first inconsistency UIKit would raise for it.
///
/// Sections first: deleted sections vanish, inserted and moved-to sections take their new indexes,
/// the remaining old sections fill the free new slots in order; a reloaded section is deleted and
/// inserted at the slot it maps to ("Reloading an item is treated as a delete operation followed by
/// an insert operation at the same location", Apple's `performBatchUpdates` documentation). Then per
/// surviving section the same for items. PSTCollectionView, an open re-implementation, maps updates
/// the same way.
///
/// Items are mapped on demand, not up front: an item's new index is its rank among the items that
/// stay in its section, placed in the new section's free slots, so a plan costs the number of
/// updates, not the number of items (inserting one item into a million-item list maps only the
/// items asked about: the visible ones and the selected ones).
struct BatchUpdatePlan {
    /// Old section → new section, for sections that survive (reloaded ones included).
    var sectionMap: [Int: Int] = [:]
    /// Old sections whose elements all disappear (deleted or reloaded).
    var removedSections: Set<Int> = []
    /// New sections whose elements all appear (inserted or reloaded).
    var addedSections: Set<Int> = []
    /// The item updates, as the plan looks them up.
    private var items = ItemUpdates()
    /// The update items in UIKit's order (see `updateItems(for:)`).
    var updateItems: [UpdateItemValue] = []

    /// One `CollectionViewUpdateItem`'s data, made into objects on the main actor.
    struct UpdateItemValue: Equatable {
        var action: CollectionViewUpdateItem.Action
        var before: IndexPath?
        var after: IndexPath?
    }

    /// The plan for `record` turning `oldCounts` into `newCounts`, or the message of the first
    /// inconsistency found (see `BatchUpdateValidation`).
    static func make(_ record: BatchUpdateRecord, oldCounts: [Int], newCounts: [Int]) -> Result<BatchUpdatePlan, InternalInconsistencyException> {
        let validation = BatchUpdateValidation(record: record, oldCounts: oldCounts, newCounts: newCounts)
        if let message = validation.sectionProblem() { return .failure(InternalInconsistencyException(reason: message)) }
        var plan = BatchUpdatePlan()
        plan.mapSections(record, oldCount: oldCounts.count, newCount: newCounts.count)
        if let message = validation.itemProblem(sectionMap: plan.sectionMap) {
            return .failure(InternalInconsistencyException(reason: message))
        }
        plan.mapItems(record, oldCounts: oldCounts, newCounts: newCounts)
        plan.updateItems = plan.orderedUpdateItems(record)
        return .success(plan)
    }

    private mutating func mapSections(_ record: BatchUpdateRecord, oldCount: Int, newCount: Int) {
        let deleted = Set(record.deletedSections)
        let movedFrom = Set(record.movedSections.map(\.from))
        var slots = [Int?](repeating: nil, count: newCount)
        var taken = Set(record.insertedSections)
        for move in record.movedSections {
            slots[move.to] = move.from
            taken.insert(move.to)
        }
        var free = (0..<newCount).filter { !taken.contains($0) }.makeIterator()
        for section in 0..<oldCount where !deleted.contains(section) && !movedFrom.contains(section) {
            if let slot = free.next() { slots[slot] = section }
        }
        for (new, old) in slots.enumerated() { if let old { sectionMap[old] = new } }
        removedSections = deleted.union(record.reloadedSections)
        addedSections = Set(record.insertedSections).union(record.reloadedSections.compactMap { sectionMap[$0] })
    }

    /// The item updates of `record`, sorted per section for lookups.
    private struct ItemUpdates {
        var oldCounts: [Int] = []
        var newCounts: [Int] = []
        var deleted: Set<IndexPath> = []
        var reloaded: Set<IndexPath> = []
        var inserted: Set<IndexPath> = []
        /// Old item → new item, for the moved ones.
        var moves: [IndexPath: IndexPath] = [:]
        /// Per old section, the old items that leave its order (deleted or moved away), ascending.
        var leaving: [Int: [Int]] = [:]
        /// Per new section, the new items placed there by an insert or a move, ascending.
        var taken: [Int: [Int]] = [:]
        /// The new index paths of the reloaded items.
        var reloadedAfter: Set<IndexPath> = []
    }

    private mutating func mapItems(_ record: BatchUpdateRecord, oldCounts: [Int], newCounts: [Int]) {
        items.oldCounts = oldCounts
        items.newCounts = newCounts
        items.deleted = Set(record.deletedItems)
        items.reloaded = Set(record.reloadedItems)
        items.inserted = Set(record.insertedItems)
        for move in record.movedItems { items.moves[move.from] = move.to }
        for path in items.deleted.union(items.moves.keys) { items.leaving[path.section, default: []].append(path.item) }
        for path in items.inserted.union(items.moves.values) { items.taken[path.section, default: []].append(path.item) }
        for key in items.leaving.keys { items.leaving[key]!.sort() }
        for key in items.taken.keys { items.taken[key]!.sort() }
        items.reloadedAfter = Set(record.reloadedItems.compactMap(newIndexPath(forItem:)))
    }

    /// Where the old item `path` is after the update (moved and reloaded items included), or `nil`
    /// when it is deleted, its section is removed, or it is not an item of the old data.
    func newIndexPath(forItem path: IndexPath) -> IndexPath? {
        guard path.count == 2, path.section >= 0, path.section < items.oldCounts.count, path.item >= 0, path.item < items.oldCounts[path.section],
              !removedSections.contains(path.section) else { return nil }
        if let moved = items.moves[path] { return moved }
        guard !items.deleted.contains(path), let section = sectionMap[path.section] else { return nil }
        let leavingBefore = (items.leaving[path.section] ?? []).partitioningIndex { $0 >= path.item }
        let rank = path.item - leavingBefore
        // The rank-th slot of the new section that no insert or move took.
        var slot = rank
        for taken in items.taken[section] ?? [] {
            guard taken <= slot else { break }
            slot += 1
        }
        return slot < items.newCounts[section] ? IndexPath(item: slot, section: section) : nil
    }

    /// Whether the old item `path` disappears: deleted, reloaded, or in a removed section.
    func removesItem(_ path: IndexPath) -> Bool {
        items.deleted.contains(path) || items.reloaded.contains(path) || removedSections.contains(path.section)
    }

    /// Whether the new item `path` appears: inserted, reloaded, or in an added section.
    func addsItem(_ path: IndexPath) -> Bool {
        items.inserted.contains(path) || items.reloadedAfter.contains(path) || addedSections.contains(path.section)
    }

    /// Deletions first, in descending index-path order (so each leaves the ones before it valid),
    /// then insertions in ascending order, then moves in the order they were called — Apple's
    /// documented order ("all deletion operations first, followed by all insertion operations and then
    /// all move operations"), sorted as PSTCollectionView sorts them. A reload becomes a deletion of
    /// its old index path and an insertion of its new one; a section is an index path whose item is
    /// `NSNotFound`, as UIKit's update items name sections.
    private func orderedUpdateItems(_ record: BatchUpdateRecord) -> [UpdateItemValue] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        let deletions = (Set(record.deletedSections).union(record.reloadedSections).map(section)
            + Set(record.deletedItems).union(record.reloadedItems))
            .sorted { $0 > $1 }
            .map { UpdateItemValue(action: .delete, before: $0, after: nil) }
        let insertions = (Set(record.insertedSections).union(record.reloadedSections.compactMap { sectionMap[$0] }).map(section)
            + items.inserted.union(items.reloadedAfter))
            .sorted()
            .map { UpdateItemValue(action: .insert, before: nil, after: $0) }
        let moves = record.movedSections.map { UpdateItemValue(action: .move, before: section($0.from), after: section($0.to)) }
            + record.movedItems.map { UpdateItemValue(action: .move, before: $0.from, after: $0.to) }
        return deletions + insertions + moves
    }
}
