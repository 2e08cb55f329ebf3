import Foundation
import TermCollectionView
import XCTest

/// `.estimated` lengths self-size through `preferredLayoutAttributesFitting(_:)` where the layout
/// keeps its arithmetic: items directly in a top-level group across the scroll axis.
@MainActor
final class CompositionalSelfSizingTests: XCTestCase {
    /// Cells with one line of text, and a second line on odd items: the default
    /// `preferredLayoutAttributesFitting(_:)` asks for 3 rows (border + 1 line) or 4 (border + 2).
    final class Lines: CollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.text = "item \(indexPath.item)"
            cell.secondaryText = indexPath.item % 2 == 1 ? "more" : nil
            return cell
        }
    }

    private func estimatedList() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: Compose.size(.fractionalWidth(1), .estimated(2)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .estimated(2)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    private func makeCollectionView(_ layout: CollectionViewCompositionalLayout, _ dataSource: Lines) -> CollectionView {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 20), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func test_estimated_rows_take_the_height_their_cells_prefer() async {
        let dataSource = Lines(count: 6)
        let layout = estimatedList()
        let collectionView = makeCollectionView(layout, dataSource)
        // Heights 3, 4, 3, 4, 3, 4 → y 0, 3, 7, 10, 14, 17; content 21 rows.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 3, width: 30, height: 4))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 0, y: 14, width: 30, height: 3))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame, CGRect(x: 0, y: 17, width: 30, height: 4))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 30, height: 21))
    }

    func test_a_million_estimated_rows_measure_only_what_was_shown() async {
        let dataSource = Lines(count: 1_000_000)
        let layout = estimatedList()
        let collectionView = makeCollectionView(layout, dataSource)
        // The first pass showed items 0…9 at the estimate (rows 0…19) and measured all ten: five
        // even ones +1, five odd ones +2 → +15. The other 999 990 keep the estimate 2.
        XCTAssertEqual(layout.collectionViewContentSize.height, 2_000_000 + 15)
        collectionView.contentOffset = CGPoint(x: 0, y: 1_000_000)
        collectionView.layoutIfNeeded()
        // Unmeasured item k ≥ 10 starts at 2k + 15; the screen starts at row 1 000 000, inside item
        // 499 992 (rows 999 999…1 000 000); measuring it and those after moves nothing before them.
        let shown = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        XCTAssertEqual(shown.first, 499_992)
        // Everything on screen was measured and laid end to end.
        let frames = shown.compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        for (earlier, later) in zip(frames, frames.dropFirst()) {
            XCTAssertEqual(earlier.maxY, later.minY)
            XCTAssertTrue(earlier.height == 3 || earlier.height == 4, "\(earlier)")
        }
    }

    func test_estimated_items_in_a_nested_group_keep_their_estimate() async {
        let item = CollectionLayoutItem(layoutSize: Compose.size(.fractionalWidth(1), .estimated(2)))
        let column = CollectionLayoutGroup.vertical(layoutSize: Compose.size(.fractionalWidth(1), .absolute(4)), subitems: [item])
        let row = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(4)), subitems: [column])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        _ = makeCollectionView(layout, Lines(count: 4))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 2, width: 30, height: 2))
    }

    func test_reload_forgets_the_measured_heights() async {
        let dataSource = Lines(count: 6)
        let layout = estimatedList()
        let collectionView = makeCollectionView(layout, dataSource)
        collectionView.reloadData()
        layout.prepare()
        XCTAssertEqual(layout.collectionViewContentSize.height, 12, "6 rows at the estimate 2 until they are shown again")
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.collectionViewContentSize.height, 21)
    }
}
