import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import TestSupport
import XCTest

/// Reports that name the cause where a screen only shows a symptom (or nothing): an element the
/// layout returns twice, one view the data source hands out for two items, and a self-sizing cell
/// that prefers a size that is not a number.
@MainActor
final class OneThingInTwoPlacesTests: ProblemRecordingTestCase {
    func test_an_element_returned_twice_is_shown_once_and_reported_once_with_its_second_frame() async {
        let layout = HostileLayout()
        layout.elements = { _ in
            [cell(0, 0, CGRect(x: 0, y: 0, width: 6, height: 3)), cell(0, 1, CGRect(x: 7, y: 0, width: 6, height: 3)),
             cell(0, 0, CGRect(x: 14, y: 0, width: 6, height: 3))]
        }
        let (collectionView, dataSource) = makeHostileCollectionView(layout)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 1)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.count, 2)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 6, height: 3),
                       "the first attributes win")
        XCTAssertEqual(dataSource.requested.count, 2)
        XCTAssertEqual(recorder.lines, [
            "HostileLayout, cell 0 - 0: returned more than once in one answer (again at (14, 0, 6, 3)); only the first is shown; "
                + "return each element once: clear the layout's cache at the start of prepare(), and give every element its own index path",
        ])
    }

    /// A diagonal scroll without invalidation asks for two strips (below and to the right); an element
    /// reaching into both is in both answers, and is still one element, not the layout's mistake.
    func test_an_element_in_two_strips_of_a_cached_pass_is_not_a_duplicate() async {
        let layout = HostileLayout()
        layout.contentSize = CGSize(width: 40, height: 20)
        let element = cell(0, 0, CGRect(x: 20, y: 5, width: 4, height: 3))   // off screen at first, in both strips after
        layout.elements = { rect in element.frame.intersects(rect) ? [element] : [] }
        let (collectionView, _) = makeHostileCollectionView(layout, size: CGSize(width: 20, height: 6))
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 5, y: 3)   // strips: y 6…9 across, x 20…25 in rows 3…6
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.statistics.cachedLayoutPasses, 1)
        XCTAssertEqual(collectionView.visibleCells.count, 1)
        XCTAssertEqual(recorder.lines, [])
    }

    func test_one_cell_returned_for_two_items_is_reported_naming_the_data_source_method() async {
        let layout = HostileLayout()
        layout.elements = { _ in [cell(0, 0, CGRect(x: 0, y: 0, width: 6, height: 3)), cell(0, 1, CGRect(x: 7, y: 0, width: 6, height: 3))] }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = KeptCellDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        XCTAssertEqual(recorder.lines.count, 1)
        XCTAssertTrue(recorder.lines[0].hasPrefix("CollectionViewCell, cell 0 - 1: collectionView(_:cellForItemAt:) returned a view "
            + "that already shows another element on screen; one view shows one element; dequeue a new view"), recorder.lines[0])
    }

    func test_a_self_sizing_cell_preferring_no_number_keeps_its_estimate_and_is_named() async {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 8, height: 3)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 1
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: layout)
        collectionView.register(UnmeasurableCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = RecordingDataSource(counts: [2])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 20, height: 3), "the estimates, not NaN")
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size, CGSize(width: 8, height: 3))
        XCTAssertEqual(recorder.lines, [
            "UnmeasurableCell, cell 0 - 0: preferred the size {inf, nan} in preferredLayoutAttributesFitting(_:); it keeps its "
                + "estimated size (8, 3); return a finite, non-negative size from preferredLayoutAttributesFitting(_:) (or from the "
                + "constraints or systemLayoutSizeFitting it uses)",
            "UnmeasurableCell, cell 0 - 1: preferred the size {inf, nan} in preferredLayoutAttributesFitting(_:); it keeps its "
                + "estimated size (8, 3); return a finite, non-negative size from preferredLayoutAttributesFitting(_:) (or from the "
                + "constraints or systemLayoutSizeFitting it uses)",
        ])
    }
}

/// Returns the first cell it dequeued for every item, as code that caches a cell in a property does.
@MainActor
private final class KeptCellDataSource: CollectionViewDataSource {
    private var kept: CollectionViewCell?

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let kept { return kept }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        kept = cell
        return cell
    }
}

/// A cell measured against an infinite width: it prefers (∞, NaN).
private final class UnmeasurableCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: CGFloat.infinity, height: .nan)
        return attributes
    }
}
