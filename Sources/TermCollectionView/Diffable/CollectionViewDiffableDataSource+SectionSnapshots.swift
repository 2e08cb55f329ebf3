import Foundation

/// Section snapshots: outlines of expandable items in one section (UIKit's
/// `apply(_:to:animatingDifferences:completion:)` and `snapshot(for:)`).
extension CollectionViewDiffableDataSource {
    /// Makes `snapshot`'s `visibleItems` the items of `section` (appended as the last section if the
    /// data has no such section yet), as one diffed batch update like `apply(_:animatingDifferences:completion:)`.
    /// Items whose expansion changed are reconfigured, so their disclosure glyph follows.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        for message in snapshot.problems { InternalInconsistencyException.handler(InternalInconsistencyException(reason: message)) }
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
    func toggleOutlineItem(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var tree = snapshot(for: section)
        if tree.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
    }
}

extension CollectionViewDiffableDataSource {
    /// What a data source is asked and told as the user expands and collapses outline items: UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` (without `snapshotForExpandingParent`).
    public struct SectionSnapshotHandlers<Item> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?

        public init() {}
    }
}

/// A data source that can expand and collapse the item the user taps (the collection view cannot
/// name the generic data source's type).
@MainActor
protocol OutlineTogglingDataSource: AnyObject {
    func toggleOutlineItem(at indexPath: IndexPath)
}

extension CollectionViewDiffableDataSource: OutlineTogglingDataSource {}
