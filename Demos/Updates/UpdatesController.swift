import Foundation
import TermCanvas
import TermCollectionView

/// The updates demo's data source and its edits, written as a UIKit view controller writes them:
/// change the model, then tell the collection view with `insertItems`/`deleteItems`/`moveItem`/
/// `reloadItems`/`insertSections`/`deleteSections` — alone or in `performBatchUpdates`. Each edit acts
/// on the focused item (the selected one, or else the first visible one) and returns a status message.
@MainActor
final class UpdatesController: CollectionViewDataSource {
    static let cellIdentifier = "FruitCell"
    static let headerIdentifier = "BasketHeader"
    /// The seed of the random batches, so `b` does the same on every run.
    static let seed: UInt64 = 9

    private(set) var model = UpdatesModel.initial()
    private var generator = SeededGenerator(seed: seed)
    private unowned let collectionView: CollectionView

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    // MARK: - Data source

    func numberOfSections(in collectionView: CollectionView) -> Int { model.sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        model.sections[section].items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        let item = model.sections[indexPath.section].items[indexPath.item]
        cell.text = "\(item.name) #\(item.serial)"
        cell.secondaryText = item.version > 1 ? "reloaded ×\(item.version - 1)" : nil
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
        // Only the title: UIKit does not ask for headers again when items change, so a count would go stale.
        header.text = model.sections[indexPath.section].title
        return header
    }

    // MARK: - Focus

    /// The selected item, or the first visible one.
    var focused: IndexPath? {
        collectionView.indexPathsForSelectedItems?.first ?? collectionView.indexPathsForVisibleItems.sorted().first
    }

    /// Selects the item `delta` places after the focused one, across sections (wrapping around).
    func moveFocus(by delta: Int) {
        let all = model.sections.indices.flatMap { section in
            model.sections[section].items.indices.map { IndexPath(item: $0, section: section) }
        }
        guard !all.isEmpty else { return }
        let index = focused.flatMap { all.firstIndex(of: $0) }.map { ($0 + delta + all.count) % all.count } ?? 0
        collectionView.selectItem(at: all[index], animated: false, scrollPosition: [])
    }

    private func select(_ indexPath: IndexPath) {
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    // MARK: - Edits

    func insertAfterFocused() -> String {
        guard !model.sections.isEmpty else { return insertSection() }
        let path = focused.map { IndexPath(item: $0.item + 1, section: $0.section) } ?? IndexPath(item: 0, section: 0)
        let item = model.makeItem()
        model.sections[path.section].items.insert(item, at: path.item)
        collectionView.insertItems(at: [path])
        select(path)
        return "inserted \(item.name) #\(item.serial) at \(describe(path))"
    }

    func deleteFocused() -> String {
        guard let path = focused else { return "nothing to delete" }
        let item = model.sections[path.section].items.remove(at: path.item)
        collectionView.deleteItems(at: [path])
        if path.item < model.sections[path.section].items.count { select(path) }
        return "deleted \(item.name) #\(item.serial) from \(describe(path))"
    }

    /// Moves the focused item to the front of its section (the front one to the back).
    func moveFocused() -> String {
        guard let path = focused else { return "nothing to move" }
        let count = model.sections[path.section].items.count
        let target = IndexPath(item: path.item == 0 ? count - 1 : 0, section: path.section)
        let item = model.sections[path.section].items.remove(at: path.item)
        model.sections[path.section].items.insert(item, at: target.item)
        collectionView.moveItem(at: path, to: target)
        return "moved \(item.name) #\(item.serial) from \(describe(path)) to \(describe(target))"
    }

    func reloadFocused() -> String {
        guard let path = focused else { return "nothing to reload" }
        model.sections[path.section].items[path.item].version += 1
        collectionView.reloadItems(at: [path])
        return "reloaded \(describe(path))"
    }

    /// Inserts a new section of three items after the focused item's section.
    func insertSection() -> String {
        let index = focused.map { $0.section + 1 } ?? model.sections.count
        let section = model.makeSection(count: 3)
        model.sections.insert(section, at: index)
        collectionView.insertSections([index])
        return "inserted section \(index) (\(section.title))"
    }

    func deleteFocusedSection() -> String {
        guard let section = focused?.section ?? (model.sections.isEmpty ? nil : 0) else { return "no section to delete" }
        let removed = model.sections.remove(at: section)
        collectionView.deleteSections([section])
        return "deleted section \(section) (\(removed.title))"
    }

    /// One batch in the focused section: up to two deletions, two insertions and a move, at seeded
    /// random places. Deletions name old index paths, insertions and the move's target new ones.
    func randomBatch() -> String {
        guard let section = focused?.section ?? (model.sections.isEmpty ? nil : 0) else { return insertSection() }
        let old = model.sections[section].items
        let deleted = Array(old.indices.shuffled(using: &generator).prefix(2)).sorted()
        let kept = old.indices.filter { !deleted.contains($0) }
        let moveFrom = kept.randomElement(using: &generator)
        let newCount = old.count - deleted.count + 2
        let fixed = Array((0..<newCount).shuffled(using: &generator).prefix(moveFrom == nil ? 2 : 3))
        var slots = [UpdatesModel.Item?](repeating: nil, count: newCount)
        for slot in fixed.prefix(2) { slots[slot] = model.makeItem() }
        if let moveFrom { slots[fixed[2]] = old[moveFrom] }
        var rest = kept.filter { $0 != moveFrom }.map { old[$0] }.makeIterator()
        let items = slots.map { $0 ?? rest.next()! }
        collectionView.performBatchUpdates { [self] in
            model.sections[section].items = items
            collectionView.deleteItems(at: deleted.map { IndexPath(item: $0, section: section) })
            collectionView.insertItems(at: fixed.prefix(2).map { IndexPath(item: $0, section: section) })
            if let moveFrom { collectionView.moveItem(at: IndexPath(item: moveFrom, section: section), to: IndexPath(item: fixed[2], section: section)) }
        }
        return "batch in section \(section): deleted \(deleted.map(String.init).joined(separator: ",")), inserted "
            + fixed.prefix(2).sorted().map(String.init).joined(separator: ",")
            + (moveFrom.map { ", moved \($0)→\(fixed[2])" } ?? "")
    }

    /// Adds two items to the model but tells the collection view about one: UIKit raises an
    /// NSInternalInconsistencyException; here the message is reported and the view reloads.
    func inconsistentUpdate() -> String {
        guard !model.sections.isEmpty else { return insertSection() }
        let count = model.sections[0].items.count
        model.sections[0].items.append(model.makeItem())
        model.sections[0].items.append(model.makeItem())
        collectionView.insertItems(at: [IndexPath(item: count, section: 0)])
        return collectionView.latestInconsistency?.description ?? "no inconsistency raised"
    }

    private func describe(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
}
