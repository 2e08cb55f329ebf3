import Foundation

/// UIKit's consistency checks of a batch update, with UIKit's messages (as they appear after
/// `NSInternalInconsistencyException` in crash logs: "Invalid update: invalid number of items in
/// section 0. …", "attempt to delete item 20 from section 0 which only contains 20 items before the
/// update", "attempt to perform a delete and a move from the same index path (…)", "attempt to delete
/// and reload the same index path (…)", "attempt to perform an insert and a move to the same index
/// path (…)"). A reload is checked as the deletion it is. Messages UIKit words in ways not found
/// verbatim (moves out of deleted sections, a second move of one element) follow the same pattern.
///
/// The checks run in this order and the first failure is reported: section indexes, the number of
/// sections, item indexes, operations that collide on one index path, the number of items per section.
struct BatchUpdateValidation {
    let record: BatchUpdateRecord
    let oldCounts: [Int]
    let newCounts: [Int]

    func sectionProblem() -> String? {
        let old = oldCounts.count, new = newCounts.count
        for section in record.deletedSections + record.reloadedSections where !(0..<old).contains(section) {
            return "attempt to delete section \(section), but there are only \(old) sections before the update"
        }
        for move in record.movedSections {
            if !(0..<old).contains(move.from) {
                return "attempt to move section \(move.from), but there are only \(old) sections before the update"
            }
            if !(0..<new).contains(move.to) {
                return "attempt to move section \(move.from) to section \(move.to), but there are only \(new) sections after the update"
            }
        }
        for section in record.insertedSections where !(0..<new).contains(section) {
            return "attempt to insert section \(section) but there are only \(new) sections after the update"
        }
        if let message = sectionCollision() { return message }
        let inserted = Set(record.insertedSections).count, deleted = Set(record.deletedSections).count
        guard new == old + inserted - deleted else {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (\(new)) must be equal to the number of sections contained in the collection view "
                + "before the update (\(old)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        }
        return nil
    }

    private func sectionCollision() -> String? {
        let deleted = Set(record.deletedSections)
        var movedFrom = Set<Int>(), movedTo = Set<Int>()
        for section in record.reloadedSections where deleted.contains(section) {
            return "attempt to delete and reload the same section (\(section))"
        }
        for move in record.movedSections {
            if deleted.contains(move.from) || Set(record.reloadedSections).contains(move.from) {
                return "attempt to perform a delete and a move from the same section (\(move.from))"
            }
            if Set(record.insertedSections).contains(move.to) {
                return "attempt to perform an insert and a move to the same section (\(move.to))"
            }
            guard movedFrom.insert(move.from).inserted, movedTo.insert(move.to).inserted else {
                return "attempt to move section \(move.from) to section \(move.to): a section is moved from or to more than once"
            }
        }
        return nil
    }

    /// Item checks; `sectionMap` maps surviving old sections to their new indexes.
    func itemProblem(sectionMap: [Int: Int]) -> String? {
        if let message = itemIndexProblem() { return message }
        if let message = itemCollision(sectionMap: sectionMap) { return message }
        return itemCountProblem(sectionMap: sectionMap)
    }

    private func itemIndexProblem() -> String? {
        let old = oldCounts.count, new = newCounts.count
        for path in record.deletedItems + record.reloadedItems {
            guard path.count == 2, (0..<old).contains(path.section) else {
                return "attempt to delete item \(path.last ?? 0) from section \(path.first ?? 0), but there are only \(old) sections before the update"
            }
            guard (0..<oldCounts[path.section]).contains(path.item) else {
                return "attempt to delete item \(path.item) from section \(path.section) which only contains \(oldCounts[path.section]) items before the update"
            }
        }
        for path in record.insertedItems {
            guard path.count == 2, (0..<new).contains(path.section) else {
                return "attempt to insert item \(path.last ?? 0) into section \(path.first ?? 0), but there are only \(new) sections after the update"
            }
            guard (0..<newCounts[path.section]).contains(path.item) else {
                return "attempt to insert item \(path.item) into section \(path.section), but there are only \(newCounts[path.section]) items in section \(path.section) after the update"
            }
        }
        for move in record.movedItems {
            guard move.from.count == 2, (0..<old).contains(move.from.section), (0..<oldCounts[move.from.section]).contains(move.from.item) else {
                let count = move.from.count == 2 && (0..<old).contains(move.from.section) ? oldCounts[move.from.section] : 0
                return "attempt to move index path (\(indexPathDescription(move.from))) that does not exist - there are only \(count) items in section \(move.from.first ?? 0) before the update"
            }
            guard move.to.count == 2, (0..<new).contains(move.to.section), (0..<newCounts[move.to.section]).contains(move.to.item) else {
                let count = move.to.count == 2 && (0..<new).contains(move.to.section) ? newCounts[move.to.section] : 0
                return "attempt to move index path (\(indexPathDescription(move.from))) to index path (\(indexPathDescription(move.to))) that does not exist - there are only \(count) items in section \(move.to.first ?? 0) after the update"
            }
        }
        return nil
    }

    private func itemCollision(sectionMap: [Int: Int]) -> String? {
        let deleted = Set(record.deletedItems), reloaded = Set(record.reloadedItems), inserted = Set(record.insertedItems)
        for path in record.reloadedItems where deleted.contains(path) {
            return "attempt to delete and reload the same index path (\(indexPathDescription(path)))"
        }
        let removedSections = Set(record.deletedSections).union(record.reloadedSections)
        let addedSections = Set(record.insertedSections).union(record.reloadedSections.compactMap { sectionMap[$0] })
        var movedFrom = Set<IndexPath>(), movedTo = Set<IndexPath>()
        for move in record.movedItems {
            if deleted.contains(move.from) || reloaded.contains(move.from) {
                return "attempt to perform a delete and a move from the same index path (\(indexPathDescription(move.from)))"
            }
            if inserted.contains(move.to) {
                return "attempt to perform an insert and a move to the same index path (\(indexPathDescription(move.to)))"
            }
            if removedSections.contains(move.from.section) {
                return "attempt to move index path (\(indexPathDescription(move.from))) out of section \(move.from.section), which is deleted or reloaded by the update"
            }
            if addedSections.contains(move.to.section) {
                return "attempt to move index path (\(indexPathDescription(move.from))) into section \(move.to.section), which is inserted or reloaded by the update"
            }
            guard movedFrom.insert(move.from).inserted, movedTo.insert(move.to).inserted else {
                return "attempt to move index path (\(indexPathDescription(move.from))) to index path (\(indexPathDescription(move.to))): an index path is moved from or to more than once"
            }
        }
        return nil
    }

    /// For every section that exists before and after (not inserted, deleted or reloaded): after =
    /// before + inserted − deleted + moved in − moved out. Moves within the section count neither way.
    private func itemCountProblem(sectionMap: [Int: Int]) -> String? {
        let removed = Set(record.deletedSections).union(record.reloadedSections)
        for (old, new) in sectionMap.sorted(by: { $0.value < $1.value }) where !removed.contains(old) {
            let inserted = Set(record.insertedItems.filter { $0.section == new }).count
            let deleted = Set(record.deletedItems.filter { $0.section == old }).count
            let movedIn = record.movedItems.filter { $0.to.section == new && $0.from.section != old }.count
            let movedOut = record.movedItems.filter { $0.from.section == old && $0.to.section != new }.count
            let before = oldCounts[old], after = newCounts[new]
            guard after == before + inserted - deleted + movedIn - movedOut else {
                return "Invalid update: invalid number of items in section \(new). The number of items contained in an "
                    + "existing section after the update (\(after)) must be equal to the number of items contained in that "
                    + "section before the update (\(before)), plus or minus the number of items inserted or deleted from that "
                    + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or "
                    + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}
