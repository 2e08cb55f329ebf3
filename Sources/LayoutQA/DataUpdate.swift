import Foundation

/// One change of a data source's sections of items, as a data source tells the collection view:
/// alone (`insertItems(at:)`, `moveItem(at:to:)`, …) or several
/// in `performBatchUpdates(_:completion:)`.
///
/// The index paths follow UIKit's batch rules (Apple's "Batch Insertion, Deletion, and Reload of Rows and
/// Sections", which `performBatchUpdates(_:completion:)` follows for items too): deletions and reloads
/// are processed first and name index paths before the batch, insertions name index paths after the
/// deletions; a move names its item's old index path and its new one. `apply` plays that on plain
/// arrays, the reference the fuzzer checks the screen against.
public struct DataUpdate: Equatable, Sendable {
    /// A move of one item, old index path to new.
    public struct Move: Equatable, Sendable {
        /// Where the item is before the update.
        public var from: IndexPath
        /// Where it is after.
        public var to: IndexPath
        /// A move of the item at `from` to `to`.
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// Items removed, by old index path.
    public var deletedItems: [IndexPath] = []
    /// New items, by new index path.
    public var insertedItems: [IndexPath] = []
    /// Items moved.
    public var movedItems: [Move] = []
    /// Items whose content changes, by old index path.
    public var reloadedItems: [IndexPath] = []
    /// Sections removed, by old index.
    public var deletedSections: [Int] = []
    /// New sections, by new index, each with its number of new items.
    public var insertedSections: [Int: Int] = [:]
    /// Whether the data source wraps the changes in `performBatchUpdates(_:completion:)`.
    public var isBatch = false

    /// No change: set the fields that apply.
    public init() {}

    /// Plays the update on `sections`: reloads, then deletions from the back (items, then sections),
    /// then insertions from the front (sections, then items). Moved items travel with their content.
    /// A section is an array, or any collection that edits like one (the generated data's runs).
    public func apply<Section: RangeReplaceableCollection & MutableCollection>(
        to sections: inout [Section], newItem: () -> Section.Element, reload: (inout Section.Element) -> Void
    ) where Section.Index == Int {
        typealias Item = Section.Element
        for path in reloadedItems { reload(&sections[path.section][path.item]) }
        var moved: [IndexPath: Item] = [:]
        for move in movedItems { moved[move.to] = sections[move.from.section][move.from.item] }
        let removed = (deletedItems + movedItems.map(\.from)).sorted(by: >)
        for path in removed { sections[path.section].remove(at: path.item) }
        for section in deletedSections.sorted(by: >) { sections.remove(at: section) }
        for (section, count) in insertedSections.sorted(by: { $0.key < $1.key }) {
            sections.insert(Section((0..<count).map { _ in newItem() }), at: section)
        }
        let added = (insertedItems + movedItems.map(\.to)).sorted()
        for path in added { sections[path.section].insert(moved[path] ?? newItem(), at: path.item) }
    }

    /// Whether nothing changes.
    public var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty
    }
}
