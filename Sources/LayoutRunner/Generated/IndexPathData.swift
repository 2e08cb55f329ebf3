import Foundation
import LayoutQA
import TermCanvas
import TermCollectionView

/// The generated controller's data and the edits its update keys make, as sections of items that
/// keep their identity: an item made at the start is named by its starting index path (`[0,3]`), one
/// inserted later `new 1`, `new 2`, …; a reload adds `↻` and a count. So after inserts, deletes and
/// moves each cell shows which item it is, and `tcv fuzz` can check that against a reference model.
/// Sections keep their items as runs (`IndexPathSection`): memory follows the edits, not the item
/// count, so `--items 1099511627776` shows its first frame as fast as 1,000 items.
public struct IndexPathData: Equatable, Sendable {
    /// One item: its name and how often it was reloaded.
    public struct Item: Equatable, Sendable {
        /// Its starting index path, or `new N`.
        public var name: String
        /// How often it was reloaded.
        public var reloads = 0
        /// What its cell shows.
        public var label: String { reloads == 0 ? name : "\(name) ↻\(reloads)" }

        /// An item named `name`, reloaded `reloads` times.
        public init(name: String, reloads: Int = 0) {
            self.name = name
            self.reloads = reloads
        }
    }

    /// A key that changes the data, with what the help overlay says it does.
    public struct UpdateKey: Sendable {
        /// The key.
        public var key: Key
        /// What the help overlay says it does.
        public var title: String
    }

    /// The update keys; each acts on the focused item: the selected one, else the first visible one.
    /// `m` moves the first item to the end; `n` inserts after the focused item's section; `b` deletes the
    /// focused item, inserts a new one at the front, moves the section's last item second and reloads
    /// the first item left.
    public static let updateKeys: [UpdateKey] = [
        UpdateKey(key: .character("a"), title: "insert an item after the focused one"),
        UpdateKey(key: .character("x"), title: "delete the focused item"),
        UpdateKey(key: .character("m"), title: "move the focused item to the front"),
        UpdateKey(key: .character("r"), title: "reload the focused item"),
        UpdateKey(key: .character("n"), title: "insert a section of 3 items"),
        UpdateKey(key: .character("X"), title: "delete the focused section"),
        UpdateKey(key: .character("b"), title: "batch: delete, insert, move and reload items"),
    ]

    /// The items, by section.
    public private(set) var sections: [IndexPathSection]
    private var inserted = 0

    /// `sections` × `items`, each named by its index path.
    public init(sections: Int, items: Int) {
        self.sections = (0..<sections).map { IndexPathSection(section: $0, count: items) }
    }

    /// The labels by section: what the cells should show (every item: for tests of small data).
    public var labels: [[String]] { sections.map { $0.map(\.label) } }

    /// The change `key` makes with `focused` as the focused item; nil when it changes nothing (no
    /// item to act on) or is not an update key.
    public func update(for key: Key, focused: IndexPath?) -> DataUpdate? {
        var update = DataUpdate()
        switch key {
        case .character("a"):
            guard !sections.isEmpty else { return sectionInsertion(at: 0) }
            update.insertedItems = [focused.map { IndexPath(item: $0.item + 1, section: $0.section) } ?? IndexPath(item: 0, section: 0)]
        case .character("x"):
            guard let focused else { return nil }
            update.deletedItems = [focused]
        case .character("m"):
            guard let focused, sections[focused.section].count > 1 else { return nil }
            let target = focused.item == 0 ? sections[focused.section].count - 1 : 0
            update.movedItems = [.init(from: focused, to: IndexPath(item: target, section: focused.section))]
        case .character("r"):
            guard let focused else { return nil }
            update.reloadedItems = [focused]
        case .character("n"):
            return sectionInsertion(at: focused.map { $0.section + 1 } ?? sections.count)
        case .character("X"):
            guard let section = focused?.section ?? (sections.isEmpty ? nil : 0) else { return nil }
            update.deletedSections = [section]
        case .character("b"):
            guard let focused else { return nil }
            return batch(focused: focused)
        default:
            return nil
        }
        return update
    }

    /// Makes the change on the data.
    public mutating func apply(_ update: DataUpdate) {
        var inserted = self.inserted
        update.apply(to: &sections, newItem: {
            inserted += 1
            return Item(name: "new \(inserted)")
        }, reload: { $0.reloads += 1 })
        self.inserted = inserted
    }

    private func sectionInsertion(at index: Int) -> DataUpdate {
        var update = DataUpdate()
        update.insertedSections = [index: 3]
        return update
    }

    /// Four kinds of change in one `performBatchUpdates`, at old index paths for the deletion, move
    /// source and reload, new ones for the insertion and move target (UIKit's rules).
    private func batch(focused: IndexPath) -> DataUpdate {
        let count = sections[focused.section].count
        let path = { IndexPath(item: $0, section: focused.section) }
        var update = DataUpdate()
        update.isBatch = true
        update.deletedItems = [focused]
        update.insertedItems = [path(0)]
        let moveFrom = count >= 3 && focused.item != count - 1 ? count - 1 : nil
        if let moveFrom { update.movedItems = [.init(from: path(moveFrom), to: path(1))] }
        if let reload = (0..<count).first(where: { $0 != focused.item && $0 != moveFrom }) { update.reloadedItems = [path(reload)] }
        return update
    }
}
