import UIKitCompat
import XCTest

// A screen written the way current UIKit code feeds a collection view: identifiers, a cell provider,
// snapshots. Only the import differs from an iOS app.

private enum Section: Hashable {
    case basket, pantry
}

private struct Fruit: Hashable {
    let name: String
    var ripe = false
}

/// Records the update items UIKit would hand a layout, in a readable form.
private final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var updates: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates = updateItems.map { item in
            func path(_ indexPath: IndexPath?) -> String {
                guard let indexPath = indexPath else { return "-" }
                return indexPath.item == NSNotFound ? "s\(indexPath.section)" : "\(indexPath.section).\(indexPath.item)"
            }
            switch item.updateAction {
            case .insert: return "I(\(path(item.indexPathAfterUpdate)))"
            case .delete: return "D(\(path(item.indexPathBeforeUpdate)))"
            case .move: return "M(\(path(item.indexPathBeforeUpdate))→\(path(item.indexPathAfterUpdate)))"
            default: return "?"
            }
        }
    }
}

private final class FruitListController {
    let layout = RecordingFlowLayout()
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Section, Fruit>!

    init() {
        layout.itemSize = CGSize(width: 20, height: 1)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 12), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Fruit")
        dataSource = UICollectionViewDiffableDataSource<Section, Fruit>(collectionView: collectionView) { collectionView, indexPath, fruit in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Fruit", for: indexPath)
            cell.text = fruit.ripe ? fruit.name.uppercased() : fruit.name
            return cell
        }
    }

    func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Fruit>()
        snapshot.appendSections([.basket, .pantry])
        snapshot.appendItems(["Apple", "Banana", "Cherry", "Damson"].map { Fruit(name: $0) }, toSection: .basket)
        snapshot.appendItems([Fruit(name: "Fig")], toSection: .pantry)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var texts: [String] {
        collectionView.layoutIfNeeded()
        return collectionView.indexPathsForVisibleItems.sorted().compactMap { collectionView.cellForItem(at: $0)?.text }
    }
}

/// UICollectionViewDiffableDataSource as iOS code uses it: the data source computes the batch update
/// (deletes against old index paths, inserts against new ones, the fewest moves) from two snapshots.
@MainActor
final class DiffableDataSourcePortTests: XCTestCase {
    func test_the_initial_snapshot_inserts_its_sections() async {
        let controller = FruitListController()
        controller.applyInitialSnapshot()
        XCTAssertEqual(controller.layout.updates, ["I(s0)", "I(s1)"])
        XCTAssertEqual(controller.texts, ["Apple", "Banana", "Cherry", "Damson", "Fig"])
        XCTAssertEqual(controller.dataSource.snapshot().itemIdentifiers(inSection: .pantry), [Fruit(name: "Fig")])
    }

    // Apple Banana Cherry Damson → Cherry Apple Banana Elder: Apple and Banana keep their order and
    // stay; Cherry moves to the front; Damson goes, Elder comes.
    func test_a_reorder_becomes_a_delete_an_insert_and_one_move() async {
        let controller = FruitListController()
        controller.applyInitialSnapshot()
        var snapshot = controller.dataSource.snapshot()
        snapshot.deleteItems([Fruit(name: "Damson")])
        snapshot.moveItem(Fruit(name: "Cherry"), beforeItem: Fruit(name: "Apple"))
        snapshot.appendItems([Fruit(name: "Elder")], toSection: .basket)
        var completed = false
        controller.dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        XCTAssertEqual(controller.layout.updates, ["D(0.3)", "I(0.3)", "M(0.2→0.0)"])
        XCTAssertEqual(controller.texts, ["Cherry", "Apple", "Banana", "Elder", "Fig"])
        XCTAssertFalse(completed, "the completion runs from the main queue, never inside apply")
        MainQueue.drain()
        XCTAssertTrue(completed, "no clock: the update is not animated and completes on the next run-loop turn")
        XCTAssertEqual(controller.dataSource.indexPath(for: Fruit(name: "Elder")), IndexPath(item: 3, section: 0))
        XCTAssertEqual(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)), Fruit(name: "Fig"))
    }

    func test_moving_an_item_to_another_section_and_a_section_move() async {
        let controller = FruitListController()
        controller.applyInitialSnapshot()
        var snapshot = controller.dataSource.snapshot()
        snapshot.moveItem(Fruit(name: "Banana"), afterItem: Fruit(name: "Fig"))
        snapshot.moveSection(.pantry, beforeSection: .basket)
        controller.dataSource.apply(snapshot)
        XCTAssertEqual(controller.layout.updates, ["M(s1→s0)", "M(0.1→0.1)"])
        XCTAssertEqual(controller.texts, ["Fig", "Banana", "Apple", "Cherry", "Damson"])
    }

    func test_reconfigure_keeps_the_cell_and_reload_replaces_it() async {
        let controller = FruitListController()
        controller.applyInitialSnapshot()
        let appleCell = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let bananaCell = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        // Fruit is identified by name and ripeness: ripening makes a new identifier, so reconfigure
        // the same one and let the cell provider read what changed elsewhere — here, nothing but a flag.
        var snapshot = controller.dataSource.snapshot()
        snapshot.reconfigureItems([Fruit(name: "Apple")])
        snapshot.reloadItems([Fruit(name: "Banana")])
        controller.dataSource.apply(snapshot)
        XCTAssertTrue(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === appleCell)
        XCTAssertFalse(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === bananaCell)
        XCTAssertEqual(controller.layout.updates, ["D(0.1)", "I(0.1)"], "a reload is a delete and an insert")
    }

    func test_duplicate_identifiers_are_reported_with_UIKits_message_and_left_out() async {
        let recorder = DiagnosticsRecorder()
        let controller = FruitListController()
        controller.applyInitialSnapshot()
        var snapshot = controller.dataSource.snapshot()
        snapshot.appendItems([Fruit(name: "Apple")], toSection: .pantry)
        Diagnostics.$sink.withValue(recorder) { controller.dataSource.apply(snapshot) }
        let reasons = recorder.inconsistencies.map(\.reason)
        XCTAssertEqual(reasons, ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(Fruit(name: \"Apple\", ripe: false))}"])
        XCTAssertEqual(controller.texts, ["Apple", "Banana", "Cherry", "Damson", "Fig"])
    }
}
