import Foundation

/// A data source that feeds a collection view from snapshots of identifiers:
/// UIKit's `UICollectionViewDiffableDataSource`. It makes itself the collection view's `dataSource`
/// (keep a strong reference to it: the collection view's is weak, as in UIKit); `apply(_:animatingDifferences:completion:)`
/// diffs the new snapshot against the current one (see `SnapshotDiff`) and performs the batch update,
/// so the collection view animates exactly the differences.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Section, Fruit>(collectionView: collectionView) { collectionView, indexPath, fruit in
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///     cell.text = fruit.name
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Fruit>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(fruits)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, CollectionViewDataSource {
    /// Makes the cell for an item: dequeue, configure, return.
    public typealias CellProvider = (_ collectionView: CollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view: dequeue, configure, return.
    public typealias SupplementaryViewProvider = (_ collectionView: CollectionView, _ elementKind: String, _ indexPath: IndexPath) -> CollectionReusableView?

    /// Makes supplementary views; required as soon as the layout has some.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The trees applied with `apply(_:to:animatingDifferences:completion:)`, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Asked and told when the user expands or collapses an outline item.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Asked whether the user may move an item and told when a move happened
    /// (`CollectionViewDiffableDataSource+Reordering.swift`).
    public var reorderingHandlers = ReorderingHandlers()

    /// A data source for `collectionView`, which it becomes the `dataSource` of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var copy = current
        copy.clearMarks()
        return copy
    }

    /// Makes `snapshot` the data: the differences from the current snapshot are applied as one batch
    /// update — animated, or with `View.performWithoutAnimation` when `animatingDifferences` is false —
    /// then reconfigured items are configured again. `completion` runs from the main queue after the
    /// animation, so never before `apply` returns (Apple: "The system calls this closure from the main
    /// queue"; see `MainQueue`). Mistakes recorded while the snapshot was built are reported first.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        for message in snapshot.problems { Diagnostics.sink.report(InternalInconsistencyException(reason: message)) }
        forgetStaleSectionSnapshots(for: snapshot)
        guard let collectionView else {
            current = snapshot
            current.clearMarks()
            Self.complete(completion)
            return
        }
        let diff = SnapshotDiff(from: current, to: snapshot)
        let update = {
            collectionView.performBatchUpdates({
                self.current = snapshot
                self.current.clearMarks()
                self.perform(diff.record, on: collectionView)
            }, completion: { _ in Self.complete(completion) })
        }
        if animatingDifferences { update() } else { View.performWithoutAnimation(update) }
        collectionView.reconfigureItems(at: snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) })
    }

    /// Runs an `apply` completion from the main queue: on a later turn of the run loop.
    private static func complete(_ completion: (() -> Void)?) {
        guard let completion else { return }
        MainQueue.async(completion)
    }

    /// Makes `snapshot` the data with `reloadData()`: no diff, no animation; `completion` runs from
    /// the main queue, after this returns.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        for message in snapshot.problems { Diagnostics.sink.report(InternalInconsistencyException(reason: message)) }
        forgetStaleSectionSnapshots(for: snapshot)
        current = snapshot
        current.clearMarks()
        collectionView?.reloadData()
        Self.complete(completion)
    }

    /// The index titles shown along the trailing edge: none unless a subclass returns some (as in UIKit).
    open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }

    /// Where an index title goes: the first item of section `index` unless a subclass says otherwise.
    open func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    /// The identifier of the item at `indexPath`, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// The index path of the item, if the current snapshot has it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The identifier of the section at `index`, if there is one.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of the section, if the current snapshot has it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - Data source

    /// The current snapshot's section count.
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The item count of the current snapshot's section at `section`; 0 past the last section.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell the cell provider makes for the item's identifier (a list cell also gets its outline state); a `nil` from the provider is reported as a usage error and a blank stand-in cell is returned.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            if let listCell = cell as? CollectionViewListCell { applyOutlineState(of: item, at: indexPath, to: listCell) }
            return cell
        }
        UsageError.report(UsageError("the cell provider returned nil for the item at \(indexPathDescription(indexPath)); return a cell from dequeueReusableCell(withReuseIdentifier:for:)"))
        let standIn = CollectionViewCell(frame: .zero)
        standIn.reuseIdentifier = "nil-cell-provider"
        return standIn
    }

    /// The view the `supplementaryViewProvider` makes; without a provider, or when it returns `nil`, a usage error is reported and a blank stand-in view returned.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UsageError.report(.missingSupplementaryDataSource(kind: kind))
        let standIn = CollectionReusableView(frame: .zero)
        standIn.reuseIdentifier = kind
        return standIn
    }

    /// Whether the user may move the item: as `reorderingHandlers` says (UIKit needs both
    /// `canReorderItem` and `didReorder`), else no. Override it for the older subclass pattern.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, reorderingHandlers.didReorder != nil,
              let item = current.item(at: indexPath) else { return false }
        return canReorder(item)
    }

    /// The user moved an item: the snapshot follows, and the reordering handlers hear the transaction.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        applyUserMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    private func perform(_ record: BatchUpdateRecord, on collectionView: CollectionView) {
        collectionView.deleteSections(IndexSet(record.deletedSections))
        collectionView.insertSections(IndexSet(record.insertedSections))
        for move in record.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        collectionView.deleteItems(at: record.deletedItems)
        collectionView.insertItems(at: record.insertedItems)
        for move in record.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        collectionView.reloadItems(at: record.reloadedItems)
    }
}
