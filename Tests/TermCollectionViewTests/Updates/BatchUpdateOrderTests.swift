import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// The layout hears of a batch update in UIKit's order, with the update items sorted as Apple's
/// `performBatchUpdates` documentation describes: deletions (old index paths, descending), then
/// insertions (new index paths, ascending), then moves; a reload is a deletion and an insertion.
@MainActor
final class BatchUpdateOrderTests: XCTestCase {
    // 20×10 list, rows of 3: items 0…3 are visible (item 3 spans rows 9–11).
    func test_an_insert_tells_the_layout_in_UIKits_order() async {
        let (collectionView, layout, dataSource) = makeUpdateList([["A", "B", "C", "D", "E"]])
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        dataSource.sections[0].insert("X", at: 1)
        collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(layout.takeCalls(), [
            "invalidate", "prepare", "prepare(forCollectionViewUpdates: I(0.1))", "contentSize",
            "targetContentOffset(0)", "elements(in: 0..<10)", "toDelete(badge)", "toInsert(badge)",
            "initial(0.1)", "finalize",
        ])
    }

    // Old A B C D E F; delete B (0.1) and E (0.4), insert X at 0.0, move C (0.2) to 0.4.
    // The remaining A D F fill the free new slots 1–3 in order: X A D F C.
    func test_a_batch_sorts_deletes_descending_then_inserts_then_moves() async {
        let (collectionView, layout, dataSource) = makeUpdateList([["A", "B", "C", "D", "E", "F"]])
        var finished: Bool?
        collectionView.performBatchUpdates({
            dataSource.sections[0] = ["X", "A", "D", "F", "C"]
            collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 4, section: 0))
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
        }, completion: { finished = $0 })
        XCTAssertTrue(layout.takeCalls().contains("prepare(forCollectionViewUpdates: D(0.4) D(0.1) I(0.0) M(0.2→0.4))"))
        XCTAssertNil(finished, "the completion waits for the animation")
        XCTAssertEqual(collectionView.visibleCells.compactMap(\.text), ["X", "A", "D", "F"])
    }

    // Sections [A B] [C] [D]: delete s0, move s2 to s0, insert s2, reload item 1.0.
    // New sections: s0 = old s2, s1 = old s1 (free slot), s2 inserted.
    func test_sections_and_reloads_become_section_and_item_deletions_and_insertions() async {
        let (collectionView, layout, dataSource) = makeUpdateList([["A", "B"], ["C"], ["D"]])
        collectionView.performBatchUpdates({
            dataSource.sections = [["D"], ["C'"], ["N"]]
            collectionView.deleteSections([0])
            collectionView.insertSections([2])
            collectionView.reloadItems(at: [IndexPath(item: 0, section: 1)])
            collectionView.moveSection(2, toSection: 0)
        })
        XCTAssertTrue(layout.takeCalls().contains("prepare(forCollectionViewUpdates: D(1.0) D(s0) I(1.0) I(s2) M(s2→s0))"))
        XCTAssertEqual(collectionView.visibleCells.compactMap(\.text), ["D", "C'", "N"])
    }

    func test_nested_batches_apply_once_with_the_outer_one_and_run_both_completions() async {
        let (collectionView, layout, dataSource) = makeUpdateList([["A", "B"]], clock: nil)
        var completions: [String] = []
        collectionView.performBatchUpdates({
            dataSource.sections[0].append("C")
            // Inserts name index paths after the update: B C, so C is item 1.
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.performBatchUpdates({
                dataSource.sections[0].remove(at: 0)
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { _ in completions.append("inner") })
        }, completion: { _ in completions.append("outer") })
        XCTAssertEqual(layout.takeCalls().filter { $0.hasPrefix("prepare(for") }, ["prepare(forCollectionViewUpdates: D(0.0) I(0.1))"])
        XCTAssertEqual(completions, ["inner", "outer"])
        XCTAssertEqual(collectionView.visibleCells.compactMap(\.text), ["B", "C"])
    }
}
