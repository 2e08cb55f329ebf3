import Foundation
import LayoutQA
import XCTest

/// The reference model's update rules on plain arrays, against results worked out by hand.
final class DataUpdateTests: XCTestCase {
    private func apply(_ update: DataUpdate, to sections: [[String]]) -> [[String]] {
        var sections = sections
        var made = 0
        update.apply(to: &sections, newItem: {
            made += 1
            return "new\(made)"
        }, reload: { $0 += "*" })
        return sections
    }

    /// Old [a b c d e]: delete b (old 1) and d (old 3), reload a (old 0), move e (old 4) to new 0,
    /// insert at new 2. After the deletions and the move's removal: [a* c]; insertions from the front:
    /// e at 0 → [e a* c], new1 at 2 → [e a* new1 c].
    func test_a_batch_deletes_and_reloads_at_old_paths_and_inserts_at_new_ones() {
        var update = DataUpdate()
        update.isBatch = true
        update.deletedItems = [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)]
        update.reloadedItems = [IndexPath(item: 0, section: 0)]
        update.movedItems = [.init(from: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))]
        update.insertedItems = [IndexPath(item: 2, section: 0)]
        XCTAssertEqual(apply(update, to: [["a", "b", "c", "d", "e"]]), [["e", "a*", "new1", "c"]])
    }

    /// Sections go before items are inserted: deleting section 0 and inserting a section of two at 1
    /// turns [[a] [b c] [d]] into [[b c] [new1 new2] [d]]; a move across sections carries its item.
    func test_sections_and_moves_across_sections() {
        var sections = DataUpdate()
        sections.deletedSections = [0]
        sections.insertedSections = [1: 2]
        XCTAssertEqual(apply(sections, to: [["a"], ["b", "c"], ["d"]]), [["b", "c"], ["new1", "new2"], ["d"]])
        var move = DataUpdate()
        move.movedItems = [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))]
        XCTAssertEqual(apply(move, to: [["a", "b"], ["c"]]), [["b"], ["c", "a"]])
        XCTAssertTrue(DataUpdate().isEmpty)
        XCTAssertFalse(move.isEmpty)
    }
}
