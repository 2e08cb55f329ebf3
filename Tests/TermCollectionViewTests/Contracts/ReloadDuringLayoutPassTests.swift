import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import TestSupport
import XCTest

/// The infinite-scroll pattern: `reloadData()` from `collectionView(_:willDisplay:forItemAt:)` when
/// the last items come on screen. It is called in the middle of a layout pass; UIKit does not pull the
/// views out from under that pass but reloads once it is over. Before, the pass went on with views the
/// reload had already recycled, and the next one dropped items it thought were shown twice.
@MainActor
final class ReloadDuringLayoutPassTests: ProblemRecordingTestCase {
    func test_reload_data_from_will_display_waits_for_the_pass_and_every_visible_item_shows_once() async {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 3)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 12), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let feed = GrowingFeed()
        collectionView.dataSource = feed
        collectionView.delegate = feed
        collectionView.layoutIfNeeded()
        // Four rows of 3 on screen: items 0–3; item 3 is 5 before the end of 8, so the feed grows to 16.
        XCTAssertEqual(feed.reloads, 1)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 16)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.sorted(), (0..<4).map { IndexPath(item: $0, section: 0) })
        collectionView.contentOffset = CGPoint(x: 0, y: 21)   // items 7–10: item 11 is 5 before 16
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.sorted(), (7..<11).map { IndexPath(item: $0, section: 0) })
        collectionView.contentOffset = CGPoint(x: 0, y: 27)   // items 9–12
        collectionView.layoutIfNeeded()
        XCTAssertEqual(feed.reloads, 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 24)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.sorted(), (9..<13).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(Set(collectionView.visibleCells.map(ObjectIdentifier.init)).count, 4, "four cells, none shared")
        XCTAssertEqual(recorder.lines, [], "no element twice, no view shared, no re-entrant pass")
    }
}

/// Eight items more each time the fifth item from the end is about to be displayed.
@MainActor
private final class GrowingFeed: CollectionViewDataSource, CollectionViewDelegate {
    var count = 8
    var reloads = 0

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        guard indexPath.item == count - 5 else { return }
        count += 8
        reloads += 1
        collectionView.reloadData()
    }
}
