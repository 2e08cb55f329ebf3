import Foundation
import TermCanvas
@testable import TermCollectionViewCore
@testable import TermModernCollectionViews
import TermCollectionView
import TestSupport
import XCTest

/// The diff behind `apply`: few moves, and — over many random snapshot changes — always a batch
/// update the collection view accepts that ends showing exactly the new snapshot.
@MainActor
final class SnapshotDiffTests: DiagnosticsRecordingTestCase {
    func test_the_longest_increasing_subsequence_keeps_the_most_elements_in_place() {
        XCTAssertEqual(SnapshotDiff.longestIncreasingSubsequence([2, 0, 1]), [1, 2])
        XCTAssertEqual(SnapshotDiff.longestIncreasingSubsequence([0, 1, 2, 3]), [0, 1, 2, 3])
        XCTAssertEqual(SnapshotDiff.longestIncreasingSubsequence([3, 2, 1, 0]).count, 1)
        XCTAssertEqual(SnapshotDiff.longestIncreasingSubsequence([]), [])
    }

    // One list in a tall view (every item visible): 300 rounds of random item and section changes.
    func test_random_snapshot_changes_always_apply_consistently() async {
        let layout = RecordingListLayout()
        layout.rowHeight = 1
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 400), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.text = String(item)
            return cell
        }
        var generator = SeededGenerator(seed: 7)
        var nextItem = 0, nextSection = 0
        for _ in 0..<300 {
            var snapshot = dataSource.snapshot()
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let sections = snapshot.sectionIdentifiers, items = snapshot.itemIdentifiers
                switch Int.random(in: 0..<7, using: &generator) {
                case 0: snapshot.appendSections([nextSection]); nextSection += 1
                case 1 where !sections.isEmpty: snapshot.deleteSections([sections.randomElement(using: &generator)!])
                case 2 where sections.count > 1:
                    let pair = sections.shuffled(using: &generator)
                    snapshot.moveSection(pair[0], afterSection: pair[1])
                case 3 where !sections.isEmpty:
                    snapshot.appendItems((0..<Int.random(in: 1...3, using: &generator)).map { _ in nextItem += 1; return nextItem },
                                         toSection: sections.randomElement(using: &generator)!)
                case 4 where !items.isEmpty: snapshot.deleteItems([items.randomElement(using: &generator)!])
                case 5 where items.count > 1:
                    let pair = items.shuffled(using: &generator)
                    snapshot.moveItem(pair[0], beforeItem: pair[1])
                case 6 where !items.isEmpty: snapshot.reloadItems([items.randomElement(using: &generator)!])
                default: break
                }
            }
            dataSource.apply(snapshot)
            collectionView.layoutIfNeeded()
            XCTAssertLessThan(snapshot.numberOfItems, 400, "every item fits in the view")
            let shown = collectionView.indexPathsForVisibleItems.sorted().compactMap { collectionView.cellForItem(at: $0)?.text }
            XCTAssertEqual(shown, snapshot.itemIdentifiers.map(String.init))
        }
        XCTAssertEqual(diagnostics.inconsistencies, [])
    }
}
