import Demos
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// Whole-screen frames of the updates demo, as `tcv snapshot updates` produces them. A key is
/// handled, then one 16 ms frame passes; `<Wait:134>` after it lands exactly half way through the
/// 0.3 s update animation, where the ease-in-out curve is at exactly one half: inserted items are half
/// grown (scale 0.75) and half faded (drawn dim), moving items half way.
@MainActor
final class UpdatesDemoSnapshotTests: DiagnosticsRecordingTestCase {
    private var reasons: [String] { diagnostics.inconsistencies.map(\.reason) }

    func test_start_shows_two_baskets() async throws {
        assertSnapshot(try DemoFrame.text(.updates, keys: ""), named: "updates-80x24-start")
    }

    func test_half_way_through_an_insert_the_new_item_is_half_grown_and_the_rest_half_moved() async throws {
        let half = try DemoFrame.text(.updates, keys: "i<Wait:134>")
        XCTAssertNotEqual(half, try DemoFrame.text(.updates, keys: "i<Wait:400>"), "an in-between frame")
        assertSnapshot(half, named: "updates-80x24-insert-half")
        assertSnapshot(try DemoFrame.text(.updates, keys: "i<Wait:400>"), named: "updates-80x24-insert-done")
    }

    func test_half_way_through_a_delete_the_item_shrinks_in_place() async throws {
        assertSnapshot(try DemoFrame.text(.updates, keys: "d<Wait:134>"), named: "updates-80x24-delete-half")
    }

    func test_a_seeded_random_batch_is_the_same_every_run() async throws {
        let half = try DemoFrame.text(.updates, keys: "b<Wait:134>")
        XCTAssertTrue(half.contains("batch in section 0: deleted 0,4, inserted 3,5, moved 1→2"), half)
        assertSnapshot(half, named: "updates-80x24-batch-half")
        assertSnapshot(try DemoFrame.text(.updates, keys: "b<Wait:400>"), named: "updates-80x24-batch-done")
    }

    func test_an_inconsistent_update_is_reported_and_the_demo_keeps_running() async throws {
        let text = try DemoFrame.text(.updates, keys: "x")
        XCTAssertEqual(reasons.count, 1)
        XCTAssertTrue(reasons[0].hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (8)"), reasons[0])
        XCTAssertTrue(text.contains("updates│NSInternalInconsistencyException: Invalid update"), text)
        XCTAssertTrue(text.contains("Nectar #12") && text.contains("Olive #13"), "reloadData shows both added items:\n\(text)")
        // The demo keeps running: the next key still inserts.
        XCTAssertTrue(try DemoFrame.text(.updates, keys: "xi<Wait:400>").contains("inserted Papaya #14 at 0.1"))
    }

    func test_grid_to_list_half_way_and_done() async throws {
        assertSnapshot(try DemoFrame.text(.updates, keys: "t<Wait:134>"), named: "updates-80x24-list-half")
        assertSnapshot(try DemoFrame.text(.updates, keys: "t<Wait:400>"), named: "updates-80x24-list-done")
    }

    // Two quarter steps put transitionProgress at 0.5: the same in-between rows as half way through
    // the animated switch, only the status message differs.
    func test_an_interactive_transition_follows_the_progress_keys() async throws {
        let interactive = try DemoFrame.text(.updates, keys: "++")
        XCTAssertTrue(interactive.contains("transitionProgress 0.5"), interactive)
        let grid = try DemoFrame.text(.updates, keys: "t<Wait:134>").components(separatedBy: "\n").dropLast()
        XCTAssertEqual(interactive.components(separatedBy: "\n").dropLast(), grid)
        let finished = try DemoFrame.text(.updates, keys: "++t<Wait:400>").components(separatedBy: "\n").dropLast()
        XCTAssertEqual(finished, try DemoFrame.text(.updates, keys: "t<Wait:400>").components(separatedBy: "\n").dropLast())
        let cancelled = try DemoFrame.text(.updates, keys: "++c<Wait:400>").components(separatedBy: "\n").dropLast()
        XCTAssertEqual(cancelled, try DemoFrame.text(.updates, keys: "").components(separatedBy: "\n").dropLast())
    }

    func test_help_lists_the_update_keys() async throws {
        let text = try DemoFrame.text(.updates, keys: "?")
        for title in ["insert an item after the focused one", "delete the focused item", "random batch",
                      "inconsistent update on purpose", "reload the focused item", "grid ↔ list animated",
                      "cancel the interactive transition", "transitionProgress +¼"] {
            XCTAssertTrue(text.contains(title), "\(title):\n\(text)")
        }
    }
}
