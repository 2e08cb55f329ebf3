import Foundation
import TermCanvas
import TermCollectionView
import XCTest

/// Section snapshots, outline disclosure and `.firstItemInSection` headers (Apple:
/// "NSDiffableDataSourceSectionSnapshot", `UICellAccessory.OutlineDisclosureOptions.Style.header`,
/// `UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection`).
@MainActor
final class OutlineTests: XCTestCase {
    /// Fruit ▸ (Apple, Pear ▸ (Conference)), Leek.
    private func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Leek"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Conference"], to: "Pear")
        return snapshot
    }

    func test_section_snapshot_shows_children_only_under_expanded_parents() async {
        var snapshot = tree()
        XCTAssertEqual(snapshot.items, ["Fruit", "Apple", "Pear", "Conference", "Leek"])
        XCTAssertEqual(snapshot.rootItems, ["Fruit", "Leek"])
        XCTAssertEqual(snapshot.visibleItems, ["Fruit", "Leek"])
        snapshot.expand(["Pear"])
        XCTAssertEqual(snapshot.visibleItems, ["Fruit", "Leek"], "Pear is expanded but its parent is not")
        XCTAssertFalse(snapshot.isVisible("Conference"))
        snapshot.expand(["Fruit"])
        XCTAssertEqual(snapshot.visibleItems, ["Fruit", "Apple", "Pear", "Conference", "Leek"])
        XCTAssertEqual(snapshot.level(of: "Conference"), 2)
        XCTAssertEqual(snapshot.parent(of: "Conference"), "Pear")
        XCTAssertNil(snapshot.parent(of: "Leek"))
        XCTAssertEqual(snapshot.index(of: "Leek"), 4)
        snapshot.collapse(["Fruit"])
        XCTAssertEqual(snapshot.visibleItems, ["Fruit", "Leek"])
        XCTAssertTrue(snapshot.isExpanded("Pear"), "collapsing a parent keeps its children's state")
    }

    func test_subtree_snapshot_and_delete_take_descendants_along() async {
        var snapshot = tree()
        snapshot.expand(["Pear"])
        let fruit = snapshot.snapshot(of: "Fruit")
        XCTAssertEqual(fruit.rootItems, ["Apple", "Pear"])
        XCTAssertEqual(fruit.items, ["Apple", "Pear", "Conference"])
        XCTAssertTrue(fruit.isExpanded("Pear"))
        let withParent = snapshot.snapshot(of: "Pear", includingParent: true)
        XCTAssertEqual(withParent.rootItems, ["Pear"])
        XCTAssertEqual(withParent.level(of: "Conference"), 1)
        snapshot.delete(["Pear"])
        XCTAssertEqual(snapshot.items, ["Fruit", "Apple", "Leek"])
        XCTAssertFalse(snapshot.contains("Conference"))
    }

    func test_appending_to_an_unknown_parent_is_reported_when_applied() async {
        var snapshot = tree()
        snapshot.append(["Kiwi"], to: "Nut")
        snapshot.append(["Apple"])
        XCTAssertEqual(snapshot.items, ["Fruit", "Apple", "Pear", "Conference", "Leek"], "both appends leave it unchanged")
        let recorder = DiagnosticsRecorder()
        let (_, dataSource) = makeOutline()
        Diagnostics.$sink.withValue(recorder) { dataSource.apply(snapshot, to: 0, animatingDifferences: false) }
        let reported = recorder.inconsistencies.map(\.reason)
        XCTAssertEqual(reported.count, 2)
        XCTAssertEqual(reported.first, "Invalid parent item identifier specified: Nut")
    }

    // MARK: - In a collection view

    private func makeOutline(width: CGFloat = 20, height: CGFloat = 6)
        -> (CollectionView, CollectionViewDiffableDataSource<Int, String>) {
        // .sidebarPlain: one row per item, no inset, no separators — item i sits at y = i.
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height),
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(
                                                using: CollectionLayoutListConfiguration(appearance: .sidebarPlain)))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            let isParent = ["Fruit", "Pear"].contains(item)
            cell.accessories = isParent ? [.outlineDisclosure(options: .init(style: .header))] : []
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (collectionView, dataSource)
    }

    private func lines(_ collectionView: CollectionView) -> [String] {
        CollectionViewRenderer.canvas(for: collectionView).textLines()
    }

    func test_tapping_a_header_style_disclosure_expands_indents_and_does_not_select() async {
        let (collectionView, dataSource) = makeOutline()
        var told: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { told.append("expand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { told.append("collapse \($0)") }
        dataSource.apply(tree(), to: 0, animatingDifferences: false)
        XCTAssertEqual(lines(collectionView), [
            " Fruit            ▸ ",
            " Leek               ",
            "                    ",
            "                    ",
            "                    ",
            "                    ",
        ])
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(told, ["expand Fruit"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems ?? [], [], "a header-style outline cell is not selectable")
        XCTAssertEqual(dataSource.snapshot(for: 0).visibleItems, ["Fruit", "Apple", "Pear", "Leek"])
        // Level 1 rows move in indentationWidth (2) columns: text at column 1 + 2 = 3.
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
                       CGRect(x: 0, y: 3, width: 20, height: 1))
        XCTAssertEqual(lines(collectionView), [
            " Fruit            ▾ ",
            "   Apple            ",
            "   Pear           ▸ ",
            " Leek               ",
            "                    ",
            "                    ",
        ])
        collectionView.userSelectItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? CollectionViewListCell)?.indentationLevel, 2)
        XCTAssertEqual(lines(collectionView)[2...4], [
            "   Pear           ▾ ",
            "     Conference     ",
            " Leek               ",
        ])
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(told, ["expand Fruit", "expand Pear", "collapse Fruit"])
        XCTAssertEqual(lines(collectionView)[0...2], [
            " Fruit            ▸ ",
            " Leek               ",
            "                    ",
        ])
        XCTAssertTrue(dataSource.snapshot(for: 0).isExpanded("Pear"))
    }

    func test_should_expand_false_keeps_the_item_collapsed_and_a_plain_cell_tap_selects() async {
        let (collectionView, dataSource) = makeOutline()
        dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in false }
        dataSource.apply(tree(), to: 0, animatingDifferences: false)
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Fruit", "Leek"])
        collectionView.userSelectItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)], "Leek has no disclosure")
    }

    func test_a_whole_snapshot_that_changes_the_section_makes_it_flat_again() async {
        let (_, dataSource) = makeOutline()
        var tree = tree()
        tree.expand(["Fruit"])
        dataSource.apply(tree, to: 0, animatingDifferences: false)
        XCTAssertEqual(dataSource.snapshot(for: 0).level(of: "Apple"), 1)
        var whole = dataSource.snapshot()
        whole.deleteItems(["Apple"])
        dataSource.apply(whole, animatingDifferences: false)
        XCTAssertEqual(dataSource.snapshot(for: 0).rootItems, ["Fruit", "Pear", "Leek"])
        XCTAssertEqual(dataSource.snapshot(for: 0).level(of: "Pear"), 0)
    }

    // MARK: - First item as header

    func test_first_item_in_section_gets_the_header_configuration() async {
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebarPlain)
        configuration.headerMode = .firstItemInSection
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 16, height: 4),
                                            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        var roles: [String] = []
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            roles.append("\(indexPath.section).\(indexPath.item) \(content == .header() ? "header" : "cell")")
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Fruit", "Apple"], toSection: 0)
        snapshot.appendItems(["Veg", "Leek"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        // The header rows keep the list's row: 1 tall, y = 0 and 2 (no supplementary view is added).
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 2, width: 16, height: 1))
        XCTAssertNil(collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(roles, ["0.0 header", "0.1 cell", "1.0 header", "1.1 cell"])
        let canvas = CollectionViewRenderer.canvas(for: collectionView)
        XCTAssertEqual(canvas.textLines(), [" Fruit          ", " Apple          ", " Veg            ", " Leek           "])
        XCTAssertTrue(canvas[1, 0].style.isBold, "headers are bold")
        XCTAssertFalse(canvas[1, 1].style.isBold)
    }
}
