import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A flow layout through real batch updates: its default cross-fade, the model from before the data
/// changed for deleted elements, and headers that follow their section.
@MainActor
final class FlowBatchUpdateTests: XCTestCase {
    /// Width 30, items 10×1, no spacing → 3 per line; header 2 tall; two sections of 4 items.
    /// Section 0: header y 0..<2, items 0–2 on y 2, item 3 on y 3; section 1: header y 4..<6, items on y 6 and 7.
    private func fixture(clock: VirtualClock) -> FlowFixture {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 2)
        let fixture = FlowFixture(width: 30, height: 10, layout: layout, itemCounts: [4, 4])
        fixture.collectionView.clock = clock
        return fixture
    }

    private func drawn(_ collectionView: CollectionView) -> [String] {
        collectionView.viewsInDrawingOrder.map { entry in
            let kind = entry.key.category == .cell ? "item" : "header"
            return "\(kind) \(short(entry.view.frame.minX)),\(short(entry.view.frame.minY)) a\(short(entry.view.alpha))"
        }.sorted()
    }

    // Deleting section 0 half way (0.15 s of 0.3 s): its header and items fade where they were (alpha
    // 0.5); section 1's header slides from y 4 to 0 (now 2) and its items from 6/7 to 2/3 (now 4/5).
    func test_deleting_a_section_fades_its_elements_in_place_and_slides_the_next_one_up() async {
        let clock = VirtualClock()
        let fixture = fixture(clock: clock)
        fixture.dataSource.itemCounts = [4]
        fixture.collectionView.deleteSections([0])
        clock.advance(by: 0.15)
        fixture.collectionView.updateAnimations()
        XCTAssertEqual(drawn(fixture.collectionView), [
            "header 0,0 a0.5", "header 0,2 a1",
            "item 0,2 a0.5", "item 0,3 a0.5", "item 0,4 a1", "item 0,5 a1",
            "item 10,2 a0.5", "item 10,4 a1", "item 20,2 a0.5", "item 20,4 a1",
        ])
        clock.advance(by: 0.15)
        fixture.collectionView.updateAnimations()
        XCTAssertEqual(drawn(fixture.collectionView), [
            "header 0,0 a1", "item 0,2 a1", "item 0,3 a1", "item 10,2 a1", "item 20,2 a1",
        ])
    }

    // Inserting a section at 0: its header and items fade in at their places (alpha 0.5 half way).
    func test_inserting_a_section_fades_its_header_and_items_in() async {
        let clock = VirtualClock()
        let fixture = fixture(clock: clock)
        fixture.dataSource.itemCounts = [1, 4, 4]
        fixture.collectionView.insertSections([0])
        clock.advance(by: 0.15)
        fixture.collectionView.updateAnimations()
        let header = fixture.collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                              at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.alpha, 0.5)
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 0, width: 30, height: 2))
        XCTAssertEqual(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha, 0.5)
        // The old section 0 header moves from y 0 to y 3 (header 2 + one line): half way at 1.5.
        let moved = fixture.collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                             at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(moved?.frame.minY, 1.5)
    }

    // Self-sizing: an inserted cell is measured like any cell that appears, so once the animation has
    // run its frame is the one a fresh collection view with the same data gives it.
    func test_an_inserted_self_sizing_cell_ends_at_its_measured_size() async {
        func makeList(_ names: [String], clock: VirtualClock?) -> (CollectionView, NamedItemsDataSource) {
            let layout = CollectionViewFlowLayout()
            layout.estimatedItemSize = CGSize(width: 6, height: 3)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 1
            let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 40, height: 12), collectionViewLayout: layout)
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.clock = clock
            let dataSource = NamedItemsDataSource([names])
            NamedItemsDataSource.alive.append(dataSource)
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()
            return (collectionView, dataSource)
        }
        let clock = VirtualClock()
        let (collectionView, dataSource) = makeList(["Fig", "Kiwi"], clock: clock)
        dataSource.sections[0].insert("Watermelon", at: 1)
        collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        collectionView.layoutIfNeeded()
        clock.advance(by: 0.3)
        collectionView.updateAnimations()
        collectionView.layoutIfNeeded()
        let (fresh, _) = makeList(["Fig", "Watermelon", "Kiwi"], clock: nil)
        for item in 0..<3 {
            let path = IndexPath(item: item, section: 0)
            XCTAssertEqual(collectionView.cellForItem(at: path)?.frame, fresh.cellForItem(at: path)?.frame, "item \(item)")
        }
        XCTAssertNotEqual(fresh.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width, 6, "measured, not the estimate")
    }
}
