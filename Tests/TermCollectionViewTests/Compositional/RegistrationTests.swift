import Foundation
import TermCollectionView
import XCTest

/// `CellRegistration` / `SupplementaryRegistration` and the configured dequeue calls recycle
/// through the collection view's reuse queues.
@MainActor
final class RegistrationTests: XCTestCase {
    final class TitleCell: CollectionViewCell {}
    final class TitleHeader: CollectionReusableView {}

    /// A data source written as iOS 14 code writes it: registrations created once, dequeued per item.
    final class RegisteredDataSource: CollectionViewDataSource {
        let words: [String]
        var configured: [IndexPath] = []
        lazy var cellRegistration = CollectionView.CellRegistration<TitleCell, String> { [unowned self] cell, indexPath, word in
            configured.append(indexPath)
            cell.text = word
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: CollectionView.elementKindSectionHeader) { header, kind, indexPath in
            header.text = "\(kind) \(indexPath.section)"
        }

        init(count: Int) {
            words = (0..<count).map { "word \($0)" }
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: words[indexPath.item])
        }

        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> CollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func makeCollectionView(_ dataSource: RegisteredDataSource) -> CollectionView {
        let section = Compose.rows(height: 2, [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: Compose.size(.fractionalWidth(1), .absolute(3)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)]
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 10),
                                            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func test_registered_cells_are_configured_with_their_item_and_recycled() async {
        let dataSource = RegisteredDataSource(count: 100)
        let collectionView = makeCollectionView(dataSource)
        // Header rows 0…3, then 2-row cells: items 0…3 touch the 10 visible rows (item 3 spans 9…11).
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertTrue(first is TitleCell)
        XCTAssertEqual(first?.text, "word 0")
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                        at: IndexPath(item: 0, section: 0))?.text, "UICollectionElementKindSectionHeader 0")
        let created = collectionView.statistics.viewsCreated
        collectionView.contentOffset = CGPoint(x: 0, y: 40)
        collectionView.layoutIfNeeded()
        // Rows 40…50 show items 18…23; the cells that left were reused for them.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 20, section: 0))?.text, "word 20")
        XCTAssertGreaterThan(collectionView.statistics.viewsReused, 0)
        XCTAssertLessThanOrEqual(collectionView.statistics.viewsCreated - created, 2)
        XCTAssertTrue(dataSource.configured.contains(IndexPath(item: 20, section: 0)))
    }

    func test_two_registrations_of_one_class_keep_separate_queues() async {
        let a = CollectionView.CellRegistration<TitleCell, Int> { cell, _, value in cell.text = "a\(value)" }
        let b = CollectionView.CellRegistration<TitleCell, Int> { cell, _, value in cell.text = "b\(value)" }
        let collectionView = makeCollectionView(RegisteredDataSource(count: 1))
        let cellA = collectionView.dequeueConfiguredReusableCell(using: a, for: IndexPath(item: 0, section: 0), item: 1)
        let cellB = collectionView.dequeueConfiguredReusableCell(using: b, for: IndexPath(item: 0, section: 0), item: 2)
        XCTAssertEqual(cellA.text, "a1")
        XCTAssertEqual(cellB.text, "b2")
        XCTAssertNotEqual(cellA.reuseIdentifier, cellB.reuseIdentifier)
    }
}
