import Foundation
@testable import TermCollectionViewCore
import TermCollectionView
import TestSupport
import XCTest

/// UIKit's NSInternalInconsistencyException messages, word for word as crash logs show them, and the
/// recovery: reported to the diagnostics sink, `reloadData()`, the data source untouched, completion `false`.
@MainActor
final class BatchUpdateValidationTests: DiagnosticsRecordingTestCase {

    /// Five items A…E, laid out; `change` edits the data and calls the update.
    private func reason(_ change: (CollectionView, NamedItemsDataSource) -> Void) -> String? {
        let (collectionView, _, dataSource) = makeUpdateList([["A", "B", "C", "D", "E"]])
        change(collectionView, dataSource)
        return diagnostics.inconsistencies.last?.reason
    }

    func test_the_item_count_message_is_UIKits() async {
        let message = reason { collectionView, dataSource in
            dataSource.sections[0].append("F")
            collectionView.performBatchUpdates(nil)
        }
        XCTAssertEqual(message, "Invalid update: invalid number of items in section 0. The number of items contained in an "
            + "existing section after the update (6) must be equal to the number of items contained in that section before "
            + "the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) "
            + "and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    func test_deleting_an_item_that_was_not_there() async {
        let message = reason { collectionView, dataSource in
            dataSource.sections[0].removeLast()
            collectionView.deleteItems(at: [IndexPath(item: 7, section: 0)])
        }
        XCTAssertEqual(message, "attempt to delete item 7 from section 0 which only contains 5 items before the update")
    }

    func test_inserting_beyond_the_new_count() async {
        let message = reason { collectionView, dataSource in
            dataSource.sections[0].append("F")
            collectionView.insertItems(at: [IndexPath(item: 9, section: 0)])
        }
        XCTAssertEqual(message, "attempt to insert item 9 into section 0, but there are only 6 items in section 0 after the update")
    }

    func test_deleting_and_reloading_the_same_index_path() async {
        let message = reason { collectionView, dataSource in
            dataSource.sections[0].remove(at: 1)
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
            }
        }
        XCTAssertEqual(message, "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
    }

    func test_deleting_and_moving_from_the_same_index_path() async {
        let message = reason { collectionView, dataSource in
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
            }
        }
        XCTAssertEqual(message, "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
    }

    func test_inserting_and_moving_to_the_same_index_path() async {
        let message = reason { collectionView, dataSource in
            dataSource.sections[0].append("F")
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
                collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
            }
        }
        XCTAssertEqual(message, "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 2})")
    }

    func test_moving_an_item_that_does_not_exist() async {
        let message = reason { collectionView, _ in
            collectionView.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))
        }
        XCTAssertEqual(message, "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 5}) that does not exist - there are only 5 items in section 0 before the update")
    }

    func test_inserting_a_section_beyond_the_new_count() async {
        let message = reason { collectionView, _ in collectionView.insertSections([1]) }
        XCTAssertEqual(message, "attempt to insert section 1 but there are only 1 sections after the update")
    }

    func test_deleting_a_section_beyond_the_old_count() async {
        let message = reason { collectionView, _ in collectionView.deleteSections([2]) }
        XCTAssertEqual(message, "attempt to delete section 2, but there are only 1 sections before the update")
    }

    func test_the_section_count_message_is_UIKits() async {
        let message = reason { collectionView, _ in collectionView.deleteSections([0]) }
        XCTAssertEqual(message, "Invalid update: invalid number of sections. The number of sections contained in the collection "
            + "view after the update (1) must be equal to the number of sections contained in the collection view before the "
            + "update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    }

    func test_after_an_inconsistency_the_view_reloads_the_data_as_it_is_and_the_completion_gets_false() async {
        let (collectionView, _, dataSource) = makeUpdateList([["A", "B", "C", "D", "E"]])
        var finished: Bool?
        dataSource.sections[0] = ["Q", "R"]
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) },
                                           completion: { finished = $0 })
        XCTAssertEqual(finished, false)
        XCTAssertEqual(dataSource.sections, [["Q", "R"]], "the data source's state is untouched")
        XCTAssertEqual(collectionView.latestInconsistency?.description.hasPrefix("NSInternalInconsistencyException: Invalid update: invalid number of items in section 0."), true)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.compactMap(\.text), ["Q", "R"], "reloadData() showed the data as it is")
        XCTAssertFalse(collectionView.isAnimatingUpdates)
    }

    // rdar://26484150: a stand-alone insert on a collection view that never read its counts reads the
    // changed data as "before" too, and UIKit raises; performBatchUpdates reads them before its block.
    func test_a_batch_reads_the_counts_before_its_block_on_a_fresh_collection_view() async {
        let layout = UpdateRecordingLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = NamedItemsDataSource([["A"]])
        collectionView.dataSource = dataSource
        collectionView.performBatchUpdates {
            dataSource.sections[0].append("B")
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        XCTAssertEqual(diagnostics.inconsistencies, [])
        XCTAssertEqual(collectionView.visibleCells.compactMap(\.text), ["A", "B"])
    }

    /// rdar://26484150: the stand-alone insert on a fresh collection view raises on iOS with "after (2)
    /// must be equal to … before (2) … (1 inserted)", which reads like a contradiction: UIKit's words
    /// stay in `reason`, and the line also says why and what to change.
    func test_an_insert_before_the_counts_were_read_says_why_before_and_after_agree() async {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: UpdateRecordingLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = NamedItemsDataSource([["A"]])
        collectionView.dataSource = dataSource
        dataSource.sections[0].append("B")
        collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        let exception = collectionView.latestInconsistency
        XCTAssertEqual(exception?.reason.contains("after the update (2) must be equal to the number of items contained in that "
                                                  + "section before the update (2)"), true)
        XCTAssertEqual(exception?.cause?.hasPrefix("the collection view had not read its counts yet"), true)
        XCTAssertEqual(exception?.description.contains(" Why: the collection view had not read its counts yet"), true)
        XCTAssertEqual(exception?.description.contains("\n"), false, "one line")
    }

    /// A laid-out collection view whose data changed without an update: the counts do differ, and the
    /// message stands alone as UIKit's.
    func test_a_wrong_count_on_a_laid_out_view_has_no_added_cause() async {
        let (collectionView, _, dataSource) = makeUpdateList([["A", "B"]])
        dataSource.sections[0].append("C")
        collectionView.performBatchUpdates(nil)
        XCTAssertNotNil(collectionView.latestInconsistency)
        XCTAssertNil(collectionView.latestInconsistency?.cause)
    }
}
