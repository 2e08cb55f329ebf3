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
struct BatchUpdatePlan {
    /// Old section → new section, for sections that survive (reloaded ones included).
    var sectionMap: [Int: Int] = [:]
    /// Old item → new item, for items that survive (reloaded and moved ones included).
    var itemMap: [IndexPath: IndexPath] = [:]
    /// Old sections whose elements all disappear (deleted or reloaded).
    var removedSections: Set<Int> = []
    /// New sections whose elements all appear (inserted or reloaded).
    var addedSections: Set<Int> = []
    /// Old items that disappear: deleted, reloaded, or in a removed section.
    var removedItems: Set<IndexPath> = []
    /// New items that appear: inserted, reloaded, or in an added section.
    var addedItems: Set<IndexPath> = []
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

    private mutating func mapItems(_ record: BatchUpdateRecord, oldCounts: [Int], newCounts: [Int]) {
        let deleted = Set(record.deletedItems)
        let movedFrom = Set(record.movedItems.map(\.from))
        for (old, new) in sectionMap where !removedSections.contains(old) {
            var slots = [IndexPath?](repeating: nil, count: newCounts[new])
            var taken = Set(record.insertedItems.filter { $0.section == new }.map(\.item))
            for move in record.movedItems where move.to.section == new {
                slots[move.to.item] = move.from
                taken.insert(move.to.item)
            }
            var free = (0..<slots.count).filter { !taken.contains($0) }.makeIterator()
            for item in 0..<oldCounts[old] {
                let path = IndexPath(item: item, section: old)
                guard !deleted.contains(path), !movedFrom.contains(path) else { continue }
                if let slot = free.next() { slots[slot] = path }
            }
            for (item, source) in slots.enumerated() {
                if let source { itemMap[source] = IndexPath(item: item, section: new) }
            }
        }
        for move in record.movedItems where !removedSections.contains(move.from.section) {
            itemMap[move.from] = move.to
        }
        removedItems = deleted.union(record.reloadedItems)
        for section in removedSections where section < oldCounts.count {
            for item in 0..<oldCounts[section] { removedItems.insert(IndexPath(item: item, section: section)) }
        }
        addedItems = Set(record.insertedItems).union(record.reloadedItems.compactMap { itemMap[$0] })
        for section in addedSections where section < newCounts.count {
            for item in 0..<newCounts[section] { addedItems.insert(IndexPath(item: item, section: section)) }
        }
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
            + Set(record.insertedItems).union(record.reloadedItems.compactMap { itemMap[$0] }))
            .sorted()
            .map { UpdateItemValue(action: .insert, before: nil, after: $0) }
        let moves = record.movedSections.map { UpdateItemValue(action: .move, before: section($0.from), after: section($0.to)) }
            + record.movedItems.map { UpdateItemValue(action: .move, before: $0.from, after: $0.to) }
        return deletions + insertions + moves
    }
}
