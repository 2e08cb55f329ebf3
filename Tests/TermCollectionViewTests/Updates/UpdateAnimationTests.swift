import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Update animations on the virtual clock: 0.3 s along the ease-in-out curve (0.42, 0, 0.58, 1),
/// which is symmetric, so at 0.15 s every property is exactly half way.
@MainActor
final class UpdateAnimationTests: XCTestCase {
    private func advance(_ collectionView: CollectionView, _ clock: VirtualClock, to time: Double) {
        clock.advance(by: time - clock.now)
        collectionView.updateAnimations()
    }

    // Insert X at 0.0 into A B C D (rows of 3, 10 rows visible). X fades in at y 0; A B C slide down
    // one row (3); D slides from 9 to 12, off screen, and leaves when it arrives.
    func test_an_insert_animates_from_the_initial_attributes_and_runs_the_completion_after_the_last_frame() async {
        let clock = VirtualClock()
        let (collectionView, _, dataSource) = makeUpdateList([["A", "B", "C", "D"]], clock: clock)
        var finished: Bool?
        collectionView.performBatchUpdates({
            dataSource.sections[0].insert("X", at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
        XCTAssertEqual(collectionView.drawnTexts, ["D@9a1", "X@0a0", "A@0a1", "B@3a1", "C@6a1"])
        XCTAssertTrue(collectionView.isAnimatingUpdates)

        advance(collectionView, clock, to: 0.15)
        XCTAssertEqual(collectionView.drawnTexts, ["D@10.5a1", "X@0a0.5", "A@1.5a1", "B@4.5a1", "C@7.5a1"])
        XCTAssertNil(finished)

        advance(collectionView, clock, to: 0.3)
        XCTAssertEqual(collectionView.drawnTexts, ["X@0a1", "A@3a1", "B@6a1", "C@9a1"])
        XCTAssertEqual(finished, true)
        XCTAssertFalse(collectionView.isAnimatingUpdates)
        var queue = collectionView.reuseQueue
        XCTAssertEqual(queue.dequeue(.init(category: .cell, kind: nil, identifier: "cell"))?.text, "D",
                       "D's cell went to the reuse queue when its animation ended")
    }

    // Delete B from A B C D E: B fades to alpha 0 at its old place (the fixture's final attributes),
    // C and D slide up a row, E comes into view at its final place without animating.
    func test_a_delete_keeps_the_disappearing_view_drawn_until_its_animation_ends() async {
        let clock = VirtualClock()
        let (collectionView, layout, dataSource) = makeUpdateList([["A", "B", "C", "D", "E"]], clock: clock)
        dataSource.sections[0].remove(at: 1)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        XCTAssertTrue(layout.takeCalls().contains("final(0.1)"))
        advance(collectionView, clock, to: 0.15)
        XCTAssertEqual(collectionView.drawnTexts, ["B@3a0.5", "A@0a1", "C@4.5a1", "D@7.5a1", "E@9a1"])
        XCTAssertEqual(collectionView.visibleCells.compactMap(\.text), ["A", "C", "D", "E"], "B is no longer a visible cell")
        advance(collectionView, clock, to: 0.3)
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "C@3a1", "D@6a1", "E@9a1"])
    }

    // A layout without final attributes (the base class answers nil): B stays as it is for the
    // animation and leaves at its end (Apple: with nil "the layout object uses the item's final
    // attributes for both the start and end points"), so new cells cannot take its view meanwhile.
    func test_a_delete_without_final_attributes_keeps_the_view_unchanged_until_the_animation_ends() async {
        let clock = VirtualClock()
        let layout = RecordingListLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.clock = clock
        let dataSource = NamedItemsDataSource([["A", "B", "C", "D", "E"]])
        NamedItemsDataSource.alive.append(dataSource)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        dataSource.sections[0].remove(at: 1)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        advance(collectionView, clock, to: 0.15)
        // C and D slide up a row (half way: 4.5 and 7.5); E appears at its place (no initial attributes).
        XCTAssertEqual(collectionView.drawnTexts, ["B@3a1", "A@0a1", "C@4.5a1", "D@7.5a1", "E@9a1"])
        advance(collectionView, clock, to: 0.3)
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "C@3a1", "D@6a1", "E@9a1"])
    }

    func test_without_animation_everything_is_final_and_the_completion_runs_at_once() async {
        let clock = VirtualClock()
        let (collectionView, _, dataSource) = makeUpdateList([["A", "B", "C", "D"]], clock: clock)
        var finished: Bool?
        View.performWithoutAnimation {
            collectionView.performBatchUpdates({
                dataSource.sections[0].insert("X", at: 0)
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
        }
        XCTAssertEqual(finished, true)
        XCTAssertTrue(View.areAnimationsEnabled, "performWithoutAnimation restores the setting")
        XCTAssertFalse(collectionView.isAnimatingUpdates)
        XCTAssertEqual(collectionView.drawnTexts, ["X@0a1", "A@3a1", "B@6a1", "C@9a1"])
    }

    // Scrolling one row down at 0.15 s: X (rows 0–2) leaves the visible rect 3..<13 and stops; A, B,
    // C keep animating to the same final rows; D comes into view at its final row 12.
    func test_a_layout_pass_during_the_animation_keeps_visible_views_animating() async {
        let clock = VirtualClock()
        let (collectionView, _, dataSource) = makeUpdateList([["A", "B", "C", "D", "E"]], clock: clock)
        dataSource.sections[0].insert("X", at: 0)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        advance(collectionView, clock, to: 0.15)
        collectionView.contentOffset = CGPoint(x: 0, y: 3)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.drawnTexts.filter { !$0.hasPrefix("D") }, ["A@1.5a1", "B@4.5a1", "C@7.5a1"])
        advance(collectionView, clock, to: 0.3)
        XCTAssertEqual(collectionView.drawnTexts, ["A@3a1", "B@6a1", "C@9a1", "D@12a1"])
        XCTAssertEqual(collectionView.visibleCells.compactMap(\.text), ["A", "B", "C", "D"])
    }

    func test_a_second_update_takes_the_views_over_and_the_first_completion_gets_false() async {
        let clock = VirtualClock()
        let (collectionView, _, dataSource) = makeUpdateList([["A", "B", "C"]], clock: clock)
        var results: [String] = []
        collectionView.performBatchUpdates({
            dataSource.sections[0].insert("X", at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { results.append("first \($0)") })
        advance(collectionView, clock, to: 0.15)
        collectionView.performBatchUpdates({
            dataSource.sections[0].remove(at: 0)
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { results.append("second \($0)") })
        // A was half way (row 1.5) and now heads back to row 0 from there.
        XCTAssertTrue(collectionView.drawnTexts.contains("A@1.5a1"), "\(collectionView.drawnTexts)")
        advance(collectionView, clock, to: 0.45)
        XCTAssertEqual(results, ["first false", "second true"])
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@3a1", "C@6a1"])
    }

    func test_the_ease_in_out_curve_has_apples_control_points() {
        let curve = MediaTimingFunction.easeInEaseOut
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(curve.value(at: 1), 1)
        // Slow start: at a quarter of the time well under a quarter of the way (≈ 0.129).
        XCTAssertEqual(curve.value(at: 0.25), 0.1291, accuracy: 0.001)
        XCTAssertEqual(curve.value(at: 0.75), 1 - curve.value(at: 0.25), accuracy: 1e-6)
    }
}
