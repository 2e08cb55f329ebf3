import Foundation

/// Reordering by the user in a diffable data source, as UIKit's `reorderingHandlers` run it: the
/// collection view asks `canReorderItem` before an interactive movement (the mouse drag, `m` in the
/// demos), and when the user drops the item the data source moves it in its snapshot — the
/// collection view already shows it there — telling `willReorder` and then `didReorder` the
/// transaction: the snapshots before and after, their difference, and each section's (as flat
/// lists). In a section applied as a tree (`apply(_:to:)`), the tree is not rebuilt: apply the new one
/// from `didReorder`, as UIKit's outline reordering also leaves to the app.
extension CollectionViewDiffableDataSource {
    /// UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether the user may move the item.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the snapshot changes.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the snapshot changed: update your model from the transaction.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering: items move only once both `canReorderItem` and `didReorder` are set.
        public init() {}
    }

    /// Moves the item the user dropped and tells the reordering handlers.
    func applyUserMove(from source: IndexPath, to destination: IndexPath) {
        guard let item = current.item(at: source), source != destination,
              let targetSection = sectionIdentifier(for: destination.section) else { return }
        let initial = snapshot()
        var final = initial
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: targetSection)
        if destination.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[destination.item])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        // An outline section's tree is left as it was: apply the new tree from `didReorder`.
        current = final
        reorderingHandlers.didReorder?(transaction)
    }
}

/// What a reorder changed: UIKit's `NSDiffableDataSourceTransaction`.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot before the move.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' difference, in order across all sections.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// Each section's part of the move (the sections whose items changed).
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.itemIdentifiers(inSection: section), after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, before: before, after: after)
        }
    }
}

/// One section's part of a reorder: UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// Its items before, as a flat section snapshot.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Its items after.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The difference.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before)
    }
}
