import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A flow layout subclass that changes the attributes `super` returned, in place, makes UIKit log
/// "UICollectionViewFlowLayout has cached frame mismatch … This is likely occurring because the flow
/// layout subclass … is modifying attributes returned by UICollectionViewFlowLayout without copying
/// them" (the flow layout keeps what it returns). tcv shows the changed frames, as the phone does,
/// and reports the mismatch once in UIKit's words; a subclass that changes copies is quiet.
///
/// Items 10 × 2 in a 30-wide view, three per row; the subclass moves every item 1 point right.
@MainActor
final class CachedFrameMismatchTests: ProblemRecordingTestCase {
    private func makeCollectionView(copies: Bool) -> (CollectionView, ItemsDataSource) {
        let layout = ShiftingFlowLayout()
        layout.copies = copies
        layout.itemSize = CGSize(width: 10, height: 2)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 31, height: 6), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = ItemsDataSource(counts: [9])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    func test_changing_supers_attributes_in_place_is_reported_as_UIKit_logs_it() async {
        let (collectionView, dataSource) = makeCollectionView(copies: false)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 1, y: 0, width: 10, height: 2))
        XCTAssertEqual(recorder.problems, [], "the first query has nothing cached yet")
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 1, y: 0, width: 10, height: 2),
                       "shown as changed, as on the phone")
        XCTAssertEqual(recorder.problems.map(\.message), [
            "UICollectionViewFlowLayout has cached frame mismatch for index path <NSIndexPath> {length = 2, path = 0 - 0} - "
                + "cached value: {{1, 0}, {10, 2}}; expected value: {{0, 0}, {10, 2}}. This is likely occurring because the "
                + "flow layout subclass ShiftingFlowLayout is modifying attributes returned by UICollectionViewFlowLayout without copying them",
        ])
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(recorder.problems.count, 1, "reported once")
        withExtendedLifetime(dataSource) {}
    }

    func test_changing_copies_is_quiet() async {
        let (collectionView, dataSource) = makeCollectionView(copies: true)
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 1, y: 0, width: 10, height: 2))
        XCTAssertEqual(recorder.problems, [])
        withExtendedLifetime(dataSource) {}
    }
}

/// Moves every element 1 point right: in place (`copies` false), or on copies.
private final class ShiftingFlowLayout: CollectionViewFlowLayout {
    var copies = false

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect) ?? []
        let changed = copies ? attributes.map { $0.copy() as! CollectionViewLayoutAttributes } : attributes
        for item in changed { item.frame.origin.x += 1 }
        return changed
    }
}
