import Foundation

/// The items of one section as a tree, with which parents are expanded: UIKit's
/// `NSDiffableDataSourceSectionSnapshot`. Apply it to a section with the data source's
/// `apply(_:to:animatingDifferences:completion:)`; the section then shows `visibleItems`, the items
/// whose ancestors are all expanded, in depth-first order (Apple, "NSDiffableDataSourceSectionSnapshot":
/// "visibleItems — the identifiers of the items that are currently visible").
///
/// What UIKit raises an exception for — a parent the snapshot does not have, duplicate identifiers —
/// leaves the snapshot unchanged and is reported when the snapshot is applied, as for
/// `NSDiffableDataSourceSnapshot`.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Children in order; the `nil` key holds the root items.
    private var children: [ItemIdentifierType?: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// Mistakes made while building, reported when the snapshot is applied.
    var problems: [String] = []

    /// An empty section snapshot.
    public init() {}

    // MARK: - Reading

    /// Every item, depth-first: each parent before its children.
    public var items: [ItemIdentifierType] { descendants(of: nil, onlyExpanded: false) }
    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { children[nil] ?? [] }
    /// The items shown: the roots, and the children of expanded items whose parents are shown.
    public var visibleItems: [ItemIdentifierType] { descendants(of: nil, onlyExpanded: true) }

    /// Whether the snapshot has the item, at any level.
    public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil || rootItems.contains(item) }

    /// The item's index in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The item's parent, or `nil` for a root item or an item the snapshot does not have.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// How many ancestors the item has: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// Whether the item is expanded (its children are shown while it is).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether every ancestor of the item is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The subtree under `parent` (its descendants as roots), with `parent` itself as the one root
    /// when `includingParent`. Expansion states are kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var subtree = NSDiffableDataSourceSectionSnapshot()
        guard contains(parent) else {
            subtree.problems.append("Invalid parent item identifier specified: \(parent)")
            return subtree
        }
        if includingParent { subtree.append([parent]) }
        copyChildren(of: parent, into: &subtree, as: includingParent ? parent : nil)
        subtree.expanded = expanded.filter { subtree.contains($0) }
        return subtree
    }

    // MARK: - Changing

    /// Appends `items` as children of `parent`, or as root items when it is `nil`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !contains(parent) {
            return problems.append("Invalid parent item identifier specified: \(parent)")
        }
        guard Set(items).count == items.count, !items.contains(where: contains) else {
            return problems.append("Supplied identifiers are not unique or already in the snapshot: \(items)")
        }
        children[parent, default: []] += items
        if let parent { for item in items { parents[item] = parent } }
    }

    /// Appends the items of `snapshot`, with their children and expansion, as children of `parent`
    /// (as root items when it is `nil`).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        if let parent, !contains(parent) {
            return problems.append("Invalid parent item identifier specified: \(parent)")
        }
        graft(snapshot, under: parent)
    }

    /// Replaces the children of `parent` (and their descendants) with the items of `snapshot`, whose
    /// root items become `parent`'s children.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard contains(parent) else {
            return problems.append("Invalid parent item identifier specified: \(parent)")
        }
        delete(children[parent] ?? [])
        graft(snapshot, under: parent)
    }

    /// Marks the items expanded: their children show when the item shows.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(contains))
    }

    /// Marks the items collapsed: their descendants are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// Removes the items and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            let subtree = descendants(of: item, onlyExpanded: false)
            children[parents[item]]?.removeAll { $0 == item }
            for gone in subtree + [item] {
                children[gone] = nil
                parents[gone] = nil
                expanded.remove(gone)
            }
        }
    }

    /// Removes every item and every expansion.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    // MARK: - Tree walking

    private func descendants(of parent: ItemIdentifierType?, onlyExpanded: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        for child in children[parent] ?? [] {
            result.append(child)
            if !onlyExpanded || expanded.contains(child) {
                result += descendants(of: child, onlyExpanded: onlyExpanded)
            }
        }
        return result
    }

    /// Copies `tree` in: its root items become children of `parent`, each subtree kept, with its
    /// expansion states.
    private mutating func graft(_ tree: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType?) {
        func copy(_ item: ItemIdentifierType?, as newParent: ItemIdentifierType?) {
            let kids = tree.children[item] ?? []
            append(kids, to: newParent)
            for kid in kids { copy(kid, as: kid) }
        }
        copy(nil, as: parent)
        expanded.formUnion(tree.expanded.filter(contains))
    }

    private func copyChildren(of parent: ItemIdentifierType, into subtree: inout NSDiffableDataSourceSectionSnapshot,
                              as newParent: ItemIdentifierType?) {
        let kids = children[parent] ?? []
        subtree.append(kids, to: newParent)
        for kid in kids { copyChildren(of: kid, into: &subtree, as: kid) }
    }
}
