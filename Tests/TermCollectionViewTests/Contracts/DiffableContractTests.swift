import Foundation
import TermCanvas
import TermCollectionView
import XCTest

/// Diffable data source rules apps rely on:
/// - `apply` completions come "from the main queue" (Apple's documentation of the completion
///   parameter): after `apply` returns, on a later run-loop turn — code after `apply` runs first.
/// - Section snapshot handlers (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers`) run
///   before the expansion or collapse, which then goes on from whatever data they left: a
///   `willExpandItem` that loads and applies the children (a lazy outline) is not overwritten, and
///   `snapshotForExpandingParent` replaces the children shown.
@MainActor
final class DiffableContractTests: XCTestCase {
    private func makeOutline() -> (CollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6),
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(
                                                using: CollectionLayoutListConfiguration(appearance: .sidebarPlain)))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item.hasPrefix("+") ? [.outlineDisclosure(options: .init(style: .header))] : []
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (collectionView, dataSource)
    }

    private func roots(_ items: [String]) -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(items)
        return snapshot
    }

    func test_an_apply_completion_runs_after_apply_returns_on_the_next_turn() async {
        let (_, dataSource) = makeOutline()
        var events: [String] = []
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false) { events.append("completion") }
        events.append("after apply")
        dataSource.applySnapshotUsingReloadData(snapshot) { events.append("reload completion") }
        events.append("after reload")
        XCTAssertEqual(events, ["after apply", "after reload"])
        MainQueue.drain()
        XCTAssertEqual(events, ["after apply", "after reload", "completion", "reload completion"])
    }

    /// The lazy outline: children are loaded when the parent first expands.
    func test_children_applied_by_willExpandItem_are_shown_expanded() async {
        let (collectionView, dataSource) = makeOutline()
        dataSource.apply(roots(["+Fruit", "Leek"]), to: 0, animatingDifferences: false)
        dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned dataSource] parent in
            var tree = dataSource.snapshot(for: 0)
            tree.append(["Apple", "Pear"], to: parent)
            dataSource.apply(tree, to: 0, animatingDifferences: false)
        }
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(dataSource.snapshot(for: 0).visibleItems, ["+Fruit", "Apple", "Pear", "Leek"])
        XCTAssertTrue(dataSource.snapshot(for: 0).isExpanded("+Fruit"))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["+Fruit", "Apple", "Pear", "Leek"])
    }

    func test_changes_made_by_willCollapseItem_stick() async {
        let (collectionView, dataSource) = makeOutline()
        var tree = roots(["+Fruit", "Leek"])
        tree.append(["Apple", "Pear"], to: "+Fruit")
        tree.expand(["+Fruit"])
        dataSource.apply(tree, to: 0, animatingDifferences: false)
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned dataSource] parent in
            var tree = dataSource.snapshot(for: 0)
            tree.delete(["Leek"])
            dataSource.apply(tree, to: 0, animatingDifferences: false)
        }
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(dataSource.snapshot(for: 0).visibleItems, ["+Fruit"])
        XCTAssertFalse(dataSource.snapshot(for: 0).isExpanded("+Fruit"))
    }

    func test_snapshotForExpandingParent_replaces_the_children_shown() async {
        let (collectionView, dataSource) = makeOutline()
        var tree = roots(["+Fruit", "Leek"])
        tree.append(["Old"], to: "+Fruit")
        dataSource.apply(tree, to: 0, animatingDifferences: false)
        var given: [String] = []
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            given = [parent] + children.items
            var fresh = NSDiffableDataSourceSectionSnapshot<String>()
            fresh.append(["Apple", "+Pear"])
            fresh.append(["Conference"], to: "+Pear")
            return fresh
        }
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(given, ["+Fruit", "Old"])
        let shown = dataSource.snapshot(for: 0)
        XCTAssertEqual(shown.visibleItems, ["+Fruit", "Apple", "+Pear", "Leek"])
        XCTAssertEqual(shown.parent(of: "Conference"), "+Pear")
        XCTAssertFalse(shown.contains("Old"))
    }

    func test_replace_children_keeps_the_subtrees_and_their_expansion() async {
        var tree = roots(["A", "B"])
        tree.append(["a1"], to: "A")
        var children = NSDiffableDataSourceSectionSnapshot<String>()
        children.append(["x", "y"])
        children.append(["x1"], to: "x")
        children.expand(["x"])
        tree.replace(childrenOf: "A", using: children)
        tree.expand(["A"])
        XCTAssertEqual(tree.visibleItems, ["A", "x", "x1", "y", "B"])
        XCTAssertEqual(tree.level(of: "x1"), 2)
        XCTAssertFalse(tree.contains("a1"))
        tree.append(children.snapshot(of: "x"), to: "B")
        XCTAssertEqual(tree.items, ["A", "x", "x1", "y", "B"], "x1 is already in the tree: the append is refused")
    }

    /// `reorderingHandlers` (UIKit: reordering needs both `canReorderItem` and `didReorder`): the
    /// collection view may move only what `canReorderItem` allows, and a drop moves the item in the
    /// snapshot and tells `willReorder` and `didReorder` the transaction, "b" before "a".
    func test_reordering_handlers_gate_the_move_and_hear_the_transaction() async {
        let (collectionView, dataSource) = makeOutline()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no handlers: no reordering")
        var events: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        dataSource.reorderingHandlers.willReorder = { events.append("will \($0.initialSnapshot.itemIdentifiers)") }
        dataSource.reorderingHandlers.didReorder = { transaction in
            events.append("did \(transaction.finalSnapshot.itemIdentifiers) \(transaction.sectionTransactions.map(\.sectionIdentifier))")
        }
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)), "c cannot move")
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.center
        collectionView.updateInteractiveMovementTargetPosition(target)
        collectionView.endInteractiveMovement()
        XCTAssertEqual(events, ["will [\"a\", \"b\", \"c\"]", "did [\"b\", \"a\", \"c\"] [0]"])
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["b", "a", "c"])
    }
}
