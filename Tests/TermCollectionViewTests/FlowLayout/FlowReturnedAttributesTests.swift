import Foundation
import TermCollectionView
import XCTest

/// A flow layout's rect query hands back the attributes objects the previous query returned where
/// nobody changed them (UIKit's flow layout returns the attributes it keeps), and new objects —
/// with the model's values — wherever a caller changed one, so changing what a query returns stays
/// safe. Item queries and custom attributes classes always get new objects.
@MainActor
final class FlowReturnedAttributesTests: XCTestCase {
    private func fixture(layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) -> FlowFixture {
        layout.itemSize = CGSize(width: 10, height: 2)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        return FlowFixture(width: 10, height: 6, layout: layout, itemCounts: [20, 20])
    }

    private let firstRows = CGRect(x: 0, y: 0, width: 10, height: 6)

    func test_a_repeated_query_returns_the_same_objects() async {
        let layout = fixture().layout
        let first = layout.layoutAttributesForElements(in: firstRows) ?? []
        let second = layout.layoutAttributesForElements(in: firstRows) ?? []
        XCTAssertEqual(first.count, 4, "the header and three items")
        XCTAssertTrue(zip(first, second).allSatisfy { $0 === $1 })
    }

    func test_a_scrolled_query_returns_the_same_objects_for_the_elements_it_shares() async {
        let layout = fixture().layout
        let first = layout.layoutAttributesForElements(in: firstRows) ?? []
        let scrolled = layout.layoutAttributesForElements(in: firstRows.offsetBy(dx: 0, dy: 2)) ?? []
        // Rows 0–5 hold the header and items 0–2; rows 2–7 hold items 0–3.
        XCTAssertEqual(scrolled.map { $0.indexPath.item }, [0, 1, 2, 3])
        XCTAssertTrue(scrolled[0] === first[1] && scrolled[1] === first[2] && scrolled[2] === first[3])
    }

    func test_a_changed_object_is_replaced_by_a_new_one_with_the_layouts_values() async {
        let layout = fixture().layout
        let first = layout.layoutAttributesForElements(in: firstRows) ?? []
        first[1].frame.origin.y += 1
        first[2].alpha = 0.5
        first[3].zIndex = 4
        let second = layout.layoutAttributesForElements(in: firstRows) ?? []
        XCTAssertTrue(second[0] === first[0], "the header was not changed")
        for index in 1...3 {
            XCTAssertFalse(second[index] === first[index], "item \(index - 1) was changed")
        }
        XCTAssertEqual(second[1].frame, CGRect(x: 0, y: 1, width: 10, height: 2))
        XCTAssertEqual(second[2].alpha, 1)
        XCTAssertEqual(second[3].zIndex, 0)
    }

    func test_new_geometry_gives_new_objects() async {
        let fixture = fixture(), layout = fixture.layout
        let first = layout.layoutAttributesForElements(in: firstRows) ?? []
        layout.itemSize = CGSize(width: 10, height: 1)
        fixture.collectionView.layoutIfNeeded()
        let second = layout.layoutAttributesForElements(in: firstRows) ?? []
        // Items 0–5: item 5 only touches the rect's edge, which Foundation's `intersects` counts.
        XCTAssertEqual(second.count, 7, "the header and six items")
        guard second.count == 7 else { return }
        XCTAssertTrue(second[0] === first[0], "the header did not move")
        XCTAssertFalse(second[1] === first[1])
        XCTAssertEqual(second[1].frame, CGRect(x: 0, y: 1, width: 10, height: 1))
    }

    func test_item_queries_and_custom_attributes_classes_always_get_new_objects() async {
        let layout = fixture().layout
        let path = IndexPath(item: 0, section: 0)
        XCTAssertFalse(layout.layoutAttributesForItem(at: path) === layout.layoutAttributesForItem(at: path))
        let custom = fixture(layout: CustomAttributesFlowLayout()).layout
        let first = custom.layoutAttributesForElements(in: firstRows) ?? []
        let second = custom.layoutAttributesForElements(in: firstRows) ?? []
        XCTAssertTrue(first.allSatisfy { $0 is CustomAttributes })
        XCTAssertTrue(zip(first, second).allSatisfy { $0 !== $1 })
    }
}

private final class CustomAttributes: CollectionViewLayoutAttributes {}

private final class CustomAttributesFlowLayout: CollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { CustomAttributes.self }
}
