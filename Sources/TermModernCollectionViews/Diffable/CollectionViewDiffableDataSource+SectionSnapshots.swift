import Foundation

/// Section snapshots: outlines of expandable items in one section (UIKit's
/// `apply(_:to:animatingDifferences:completion:)` and `snapshot(for:)`).
extension CollectionViewDiffableDataSource {
    /// Makes `snapshot`'s `visibleItems` the items of `section` (appended as the last section if the
    /// data has no such section yet), as one diffed batch update like `apply(_:animatingDifferences:completion:)`.
    /// Items whose expansion changed are reconfigured, so their disclosure glyph follows.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        for message in snapshot.problems { Diagnostics.sink.report(InternalInconsistencyException(reason: message)) }
        var clean = snapshot
        clean.problems = []
        let previous = self.snapshot(for: section)
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        let visible = clean.visibleItems
        whole.appendItems(visible, toSection: section)
        let toggled = visible.filter { previous.contains($0) && previous.isExpanded($0) != clean.isExpanded($0) }
        if !toggled.isEmpty { whole.reconfigureItems(toggled) }
        // Stored first: the batch update asks for the new cells, which take their level from it.
        sectionSnapshots[section] = clean
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's items as a section snapshot: the tree last applied to it, or its items as
    /// root items when it was filled from a whole snapshot; empty for an unknown section.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// A whole snapshot that changes a section's items replaces its tree (the section becomes flat).
    func forgetStaleSectionSnapshots(for snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            tree.visibleItems == snapshot.itemIdentifiers(inSection: section)
        }
    }

    /// Gives a list cell its outline level and expansion, as UIKit gives `indentationLevel` and the
    /// outline disclosure's state to cells of a section snapshot.
    func applyOutlineState(of item: ItemIdentifierType, at indexPath: IndexPath, to cell: CollectionViewListCell) {
        guard let section = sectionIdentifier(for: indexPath.section), let tree = sectionSnapshots[section] else { return }
        cell.indentationLevel = tree.level(of: item)
        cell.isOutlineExpanded = tree.isExpanded(item)
    }

    /// Expands or collapses the item at `indexPath`, asking and telling `sectionSnapshotHandlers`.
    /// The section's tree is read after the `will` handler returns: a handler that loads children and
    /// applies them (the usual lazy outline) changes what is expanded, instead of being overwritten.
    package func toggleOutlineItem(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        let handlers = sectionSnapshotHandlers
        if snapshot(for: section).isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            var tree = snapshot(for: section)
            guard tree.contains(item) else { return }
            tree.collapse([item])
            apply(tree, to: section, animatingDifferences: true)
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            var tree = snapshot(for: section)
            guard tree.contains(item) else { return }
            if let provider = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: provider(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
            apply(tree, to: section, animatingDifferences: true)
        }
    }
}

extension CollectionViewDiffableDataSource {
    /// What a data source is asked and told as the user expands and collapses outline items: UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`. In order, when the user expands an
    /// item: `shouldExpandItem`, `willExpandItem`, then `snapshotForExpandingParent`; when they collapse
    /// one: `shouldCollapseItem`, `willCollapseItem`.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether the item may expand (Apple: "determines whether a particular item is expandable").
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before the item expands; it may change the data source (apply a section snapshot
        /// with the item's children, say) and the expansion goes on from that data.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before the item collapses; like `willExpandItem`, its changes stick.
        public var willCollapseItem: ((Item) -> Void)?
        /// Given the parent being expanded and its current children (as a section snapshot whose roots
        /// are the children), returns the children to show: they replace the current ones.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that all are `nil`: every item may expand and collapse, and nothing is told.
        public init() {}
    }
}

extension CollectionViewDiffableDataSource: OutlineTogglingDataSource {}
