import Foundation

/// The state of a collection view's data at one moment, by identifier: UIKit's
/// `NSDiffableDataSourceSnapshot`. Build one (or take the data source's `snapshot()`), change it, and
/// `apply` it; the data source works out the batch update.
///
/// Identifiers must be unique across the whole snapshot (sections among sections, items among items).
/// What UIKit raises an exception for — appending items when there is no section, duplicate
/// identifiers, identifiers the snapshot does not have — leaves the snapshot unchanged, and the message
/// (UIKit's, where known) is reported to the current `DiagnosticsSink` when the
/// snapshot is applied.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The identifiers `reloadItems(_:)` named, in order.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The identifiers `reconfigureItems(_:)` named, in order.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The identifiers `reloadSections(_:)` named, in order.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// Mistakes made while building, reported when the snapshot is applied.
    var problems: [String] = []

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    /// How many sections the snapshot has.
    public var numberOfSections: Int { sections.count }
    /// How many items the snapshot has, across all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// How many items the section has; 0 for a section the snapshot does not have.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { sections[$0].items.count } ?? 0
    }

    /// The section's item identifiers in order; empty for a section the snapshot does not have.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { sections[$0].items } ?? []
    }

    /// The section holding the item, or `nil` when the snapshot does not have it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// The item's index in the whole snapshot (sections concatenated), as UIKit counts it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The section's index, or `nil` when the snapshot does not have it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// The item's index path, for the data source.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    // MARK: - Items

    /// Appends items to `sectionIdentifier`, or to the last section when it is `nil`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier.map({ indexOfSection($0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return problem(sectionIdentifier == nil ? "There are currently no sections in the data source. Please add a section first."
                           : "Invalid section identifier for appending items: \(sectionIdentifier!)")
        }
        guard unique(identifiers) else { return }
        sections[section].items += identifiers
    }

    /// Inserts items before `beforeIdentifier`, in its section. An unknown anchor or a duplicate identifier is reported and leaves the snapshot unchanged.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0)
    }

    /// Inserts items after `afterIdentifier`, in its section. An unknown anchor or a duplicate identifier is reported and leaves the snapshot unchanged.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1)
    }

    /// Removes the items from whichever sections hold them; identifiers the snapshot does not have are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
    }

    /// Removes every section and item, and the reload and reconfigure marks.
    public mutating func deleteAllItems() {
        sections = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    /// Moves an item before `toIdentifier`, into that item's section. Moving an item onto itself or an unknown identifier is reported and leaves the snapshot unchanged.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 0)
    }

    /// Moves an item after `toIdentifier`, into that item's section. Moving an item onto itself or an unknown identifier is reported and leaves the snapshot unchanged.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 1)
    }

    /// Marks items to be reloaded: their cells are asked for again, replacing the old ones.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard known(identifiers, action: "reload") else { return }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items to be reconfigured: the cell provider is called again with the existing cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard known(identifiers, action: "reconfigure") else { return }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: - Sections

    /// Appends empty sections at the end. A duplicate identifier is reported and leaves the snapshot unchanged.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard uniqueSections(identifiers) else { return }
        sections += identifiers.map { ($0, []) }
    }

    /// Inserts empty sections before `toIdentifier`. An unknown anchor or a duplicate identifier is reported and leaves the snapshot unchanged.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 0)
    }

    /// Inserts empty sections after `toIdentifier`. An unknown anchor or a duplicate identifier is reported and leaves the snapshot unchanged.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 1)
    }

    /// Removes the sections with their items; identifiers the snapshot does not have are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        sections.removeAll { doomed.contains($0.identifier) }
    }

    /// Moves a section, with its items, before `toIdentifier`. An unknown identifier is reported and leaves the snapshot unchanged.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0)
    }

    /// Moves a section, with its items, after `toIdentifier`. An unknown identifier is reported and leaves the snapshot unchanged.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1)
    }

    /// Marks sections to be reloaded: deleted and inserted again with their items.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ indexOfSection($0) != nil }) else {
            return problem("Invalid section identifier for reload: \(Self.list(identifiers.filter { indexOfSection($0) == nil }))")
        }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: - Internals

    /// Forgets the reload and reconfigure marks and the problems: they belong to one `apply`.
    mutating func clearMarks() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
        problems = []
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        guard let path = indexPath(of: anchor) else { return problem("Invalid item identifier specified for insertion: \(anchor)") }
        guard unique(identifiers) else { return }
        sections[path.section].items.insert(contentsOf: identifiers, at: path.item + offset)
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int) {
        guard identifier != anchor, indexPath(of: identifier) != nil, indexPath(of: anchor) != nil else {
            return problem("Invalid item identifier specified for move: \(indexPath(of: identifier) == nil ? identifier : anchor)")
        }
        deleteItems([identifier])
        let path = indexPath(of: anchor)!
        sections[path.section].items.insert(identifier, at: path.item + offset)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int) {
        guard let index = indexOfSection(anchor) else { return problem("Invalid section identifier specified for insertion: \(anchor)") }
        guard uniqueSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + offset)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int) {
        guard identifier != anchor, let from = indexOfSection(identifier), indexOfSection(anchor) != nil else {
            return problem("Invalid section identifier specified for move: \(indexOfSection(identifier) == nil ? identifier : anchor)")
        }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: indexOfSection(anchor)! + offset)
    }

    private mutating func unique(_ identifiers: [ItemIdentifierType]) -> Bool {
        let existing = Set(itemIdentifiers)
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { existing.contains($0) || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            problem("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.list(duplicates))")
            return false
        }
        return true
    }

    private mutating func uniqueSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        let existing = Set(sectionIdentifiers)
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { existing.contains($0) || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            problem("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.list(duplicates))")
            return false
        }
        return true
    }

    private mutating func known(_ identifiers: [ItemIdentifierType], action: String) -> Bool {
        let unknown = identifiers.filter { indexPath(of: $0) == nil }
        guard unknown.isEmpty else {
            problem("Invalid item identifier specified for \(action): \(Self.list(unknown))")
            return false
        }
        return true
    }

    /// Identifiers as UIKit's messages print a set of them, on one line: `{(A, B)}`.
    /// The duplicated identifiers as UIKit lists them — each once, at most `shownDuplicates` — and, when
    /// there are more, how many: 999 copies of one identifier are one entry and a count, not 3 KB.
    private static func list<T: Hashable>(_ identifiers: [T]) -> String {
        var seen = Set<T>()
        let distinct = identifiers.filter { seen.insert($0).inserted }
        let shown = distinct.prefix(shownDuplicates).map { String(describing: $0) }.joined(separator: ", ")
        let more = distinct.count > shownDuplicates ? ", … \(distinct.count - shownDuplicates) more" : ""
        let copies = identifiers.count > distinct.count
            ? " (\(identifiers.count) duplicates of \(distinct.count) identifier\(distinct.count == 1 ? "" : "s"))" : ""
        return "{(" + shown + more + ")}" + copies
    }

    private static var shownDuplicates: Int { 5 }

    private mutating func problem(_ message: String) {
        problems.append(message)
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
