import Foundation
import TermCollectionView
import XCTest

/// A subclass in the style UIKit apps write: start from `super`, then change alpha and transform.
@MainActor
private final class ZoomInFlowLayout: CollectionViewFlowLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        attributes?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        return attributes
    }
}

/// The flow layout's attributes for appearing and disappearing elements (UIKit's default fade),
/// asked directly: batch updates that would ask them are not simulated yet.
@MainActor
final class FlowAppearingAttributesTests: XCTestCase {
    /// Width 30, items 10×1, no spacing → 3 per line; header 2 tall; two sections of 4 items.
    /// Section 0: header y 0..<2, items from y 2 (item 3 at (0, 3)); section 1 starts at 2 + 2 = 4.
    private func fixture(_ layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) -> FlowFixture {
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 2)
        return FlowFixture(width: 30, height: 10, layout: layout, itemCounts: [4, 4])
    }

    func test_without_an_update_the_element_attributes_are_returned_as_they_are() async {
        let fixture = fixture()
        let item = IndexPath(item: 3, section: 0)
        let initial = fixture.layout.initialLayoutAttributesForAppearingItem(at: item)
        let final = fixture.layout.finalLayoutAttributesForDisappearingItem(at: item)
        XCTAssertEqual(initial?.frame, CGRect(x: 0, y: 3, width: 10, height: 1))
        XCTAssertEqual(initial?.alpha, 1)
        XCTAssertEqual(final?.frame, CGRect(x: 0, y: 3, width: 10, height: 1))
        let header = fixture.layout.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 4, width: 30, height: 2))
        XCTAssertNil(fixture.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 9, section: 0)))
    }

    func test_inserted_items_and_sections_start_faded_out() async {
        let fixture = fixture()
        fixture.layout.prepare(forCollectionViewUpdates: [
            CollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: 1, section: 0)),
            CollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: NSNotFound, section: 1)),
        ])
        XCTAssertEqual(fixture.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0))?.alpha, 0)
        XCTAssertEqual(fixture.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 10, y: 2, width: 10, height: 1))
        XCTAssertEqual(fixture.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0))?.alpha, 1, "not inserted")
        XCTAssertEqual(fixture.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 1))?.alpha, 0, "its section is inserted")
        XCTAssertEqual(fixture.layout.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.alpha, 0)
        fixture.layout.finalizeCollectionViewUpdates()
        XCTAssertEqual(fixture.layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0))?.alpha, 1, "the update is over")
    }

    func test_deleted_items_end_faded_out_where_they_were_before_the_update() async {
        // Before: section 0 has 4 items (item 3 at (0, 3)). After deleting item 3 section 0 has 3
        // items, so item 3 no longer exists in the new layout; its final attributes are the old ones.
        let fixture = fixture()
        fixture.dataSource.itemCounts = [3, 4]
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
        fixture.layout.prepare(forCollectionViewUpdates: [
            CollectionViewUpdateItem(action: .delete, before: IndexPath(item: 3, section: 0), after: nil),
        ])
        let final = fixture.layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 3, section: 0))
        XCTAssertEqual(final?.frame, CGRect(x: 0, y: 3, width: 10, height: 1))
        XCTAssertEqual(final?.alpha, 0)
        XCTAssertNil(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        // Section 1 moved up a line: its header is now at 2 + 1 = 3, and it is not deleted.
        let header = fixture.layout.finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 3, width: 30, height: 2))
        XCTAssertEqual(header?.alpha, 1)
    }

    func test_a_subclass_starting_from_super_gets_a_copy_it_may_mutate() async {
        let fixture = fixture(ZoomInFlowLayout())
        let item = IndexPath(item: 0, section: 0)
        let initial = fixture.layout.initialLayoutAttributesForAppearingItem(at: item)
        XCTAssertEqual(initial?.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        initial?.alpha = 0.25
        XCTAssertEqual(fixture.layout.layoutAttributesForItem(at: item)?.transform, .identity)
        XCTAssertEqual(fixture.layout.layoutAttributesForItem(at: item)?.alpha, 1)
        XCTAssertEqual(fixture.collectionView.cellForItem(at: item)?.transform, .identity, "the cell on screen is untouched")
    }
}
