import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// `prefetchDataSource` (UIKit's `UICollectionViewDataSourcePrefetching`): the next screen's items in
/// the direction of the scroll, each once, nearest first; those the user turned away from, cancelled.
/// Rows of one 20×3 item in a 20×6 view: two items a screen.
@MainActor
final class PrefetchingTests: XCTestCase {
    func test_the_next_screen_is_prefetched_the_way_the_user_scrolls_and_turning_back_cancels() async {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 3)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = PrefetchRecorder()
        collectionView.dataSource = source
        collectionView.prefetchDataSource = source
        collectionView.layoutIfNeeded()
        XCTAssertEqual(source.calls, ["prefetch 2 3"])
        collectionView.contentOffset = CGPoint(x: 0, y: 6)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(source.calls.last, "prefetch 4 5")
        collectionView.contentOffset = CGPoint(x: 0, y: 3)   // back up: items 1 and 2 show, 0 is next
        collectionView.layoutIfNeeded()
        XCTAssertEqual(source.calls.suffix(2), ["cancel 4 5", "prefetch 0"])
        collectionView.isPrefetchingEnabled = false
        collectionView.contentOffset = CGPoint(x: 0, y: 30)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(source.calls.count, 4, "nothing while prefetching is off")
    }
}

@MainActor
private final class PrefetchRecorder: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    var calls: [String] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        calls.append("prefetch " + indexPaths.map { String($0.item) }.joined(separator: " "))
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        calls.append("cancel " + indexPaths.map { String($0.item) }.joined(separator: " "))
    }
}
