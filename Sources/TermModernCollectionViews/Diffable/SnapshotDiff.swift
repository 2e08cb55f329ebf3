import Foundation

/// The batch update that turns one snapshot into another: deletions (old index paths), insertions
/// (new), moves (both) and reloads, with as few moves as the identifiers allow — an element whose
/// relative order is kept among its section's survivors (a longest increasing subsequence of old
/// indexes) stays, every other survivor moves. Elements of deleted or inserted sections go with their
/// section; a reloaded section is deleted and inserted; a reloaded item that also moves is deleted and
/// inserted (UIKit refuses a reload and a move of one index path).
struct SnapshotDiff {
    var record = BatchUpdateRecord()

    init<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(oldSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let newSectionIndex = Dictionary(newSections.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let reloaded = Set(new.reloadedSectionIdentifiers)
        var removed = Set<Int>(), added = Set<Int>()
        for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil || reloaded.contains(section) {
            removed.insert(index)
        }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil || reloaded.contains(section) {
            added.insert(index)
        }
        record.deletedSections = removed.sorted()
        record.insertedSections = added.sorted()
        // Surviving sections in their new order: the ones out of increasing old order move.
        let survivors = newSections.enumerated().filter { !added.contains($0.offset) }
        let survivorOld = survivors.map { oldSectionIndex[$0.element]! }
        let staying = Self.longestIncreasingSubsequence(survivorOld)
        var sectionMap: [Int: Int] = [:]
        for (position, entry) in survivors.enumerated() {
            let from = survivorOld[position]
            sectionMap[from] = entry.offset
            if !staying.contains(position) { record.movedSections.append((from, entry.offset)) }
        }
        diffItems(old, new, removed: removed, added: added, sectionMap: sectionMap)
    }

    private mutating func diffItems<S: Hashable, I: Hashable>(
        _ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>,
        removed: Set<Int>, added: Set<Int>, sectionMap: [Int: Int]
    ) {
        var oldPaths: [I: IndexPath] = [:], newPaths: [I: IndexPath] = [:]
        for (section, identifier) in old.sectionIdentifiers.enumerated() {
            for (item, id) in old.itemIdentifiers(inSection: identifier).enumerated() { oldPaths[id] = IndexPath(item: item, section: section) }
        }
        for (section, identifier) in new.sectionIdentifiers.enumerated() {
            for (item, id) in new.itemIdentifiers(inSection: identifier).enumerated() { newPaths[id] = IndexPath(item: item, section: section) }
        }
        func survives(_ id: I) -> (from: IndexPath, to: IndexPath)? {
            guard let from = oldPaths[id], let to = newPaths[id], !removed.contains(from.section), !added.contains(to.section) else { return nil }
            return (from, to)
        }
        for (id, from) in oldPaths where !removed.contains(from.section) && survives(id) == nil {
            record.deletedItems.append(from)
        }
        for (id, to) in newPaths where !added.contains(to.section) && survives(id) == nil {
            record.insertedItems.append(to)
        }
        let reloaded = Set(new.reloadedItemIdentifiers)
        for (section, identifier) in new.sectionIdentifiers.enumerated() where !added.contains(section) {
            let sources = sectionMap.first { $0.value == section }.map(\.key)
            let items = new.itemIdentifiers(inSection: identifier).compactMap { id in survives(id).map { (id, $0) } }
            let sameSection = items.enumerated().filter { $0.element.1.from.section == sources }
            let staying = Set(Self.longestIncreasingSubsequence(sameSection.map { $0.element.1.from.item }).map { sameSection[$0].offset })
            for (position, (id, paths)) in items.enumerated() {
                let moves = !staying.contains(position)
                switch (moves, reloaded.contains(id)) {
                case (true, true):
                    record.deletedItems.append(paths.from)
                    record.insertedItems.append(paths.to)
                case (true, false): record.movedItems.append((paths.from, paths.to))
                case (false, true): record.reloadedItems.append(paths.from)
                case (false, false): break
                }
            }
        }
        record.deletedItems.sort()
        record.insertedItems.sort()
    }

    /// Positions (into `values`) of one longest strictly increasing subsequence: patience sorting,
    /// O(n log n).
    static func longestIncreasingSubsequence(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []            // positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            let low = tails.partitioningIndex { values[$0] >= value }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}
