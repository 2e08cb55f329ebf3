import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A burst of scroll input is a user drag (UIScrollView's dragging → deceleration sequence).
@MainActor
final class UserDragTests: XCTestCase {
    private struct Fixture {
        let collectionView: CollectionView
        let layout: SnappingLayout
        let delegate: RecordingScrollDelegate
        let scrolling: UserScrolling
        let clock: VirtualClock

        /// One key press as the host handles it: the command, then one frame.
        @MainActor func press(_ command: ScrollCommand) {
            scrolling.perform(command)
            frames(1)
        }

        /// `count` frames of 16 ms: the clock advances, then scrolling and animations tick, as in the host.
        @MainActor func frames(_ count: Int) {
            for _ in 0..<count { advance(by: FrameTiming.frameDuration) }
        }

        @MainActor func advance(by seconds: Double) {
            clock.advance(by: seconds)
            scrolling.tick()
            collectionView.updateAnimations()
        }
    }

    /// A 20×10 collection view over 20×100 content (offsets 0…90), snapping to multiples of `snap`.
    private func makeFixture(snap: CGFloat = 5) -> Fixture {
        let layout = SnappingLayout()
        layout.snap = snap
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        let clock = VirtualClock()
        collectionView.clock = clock
        let delegate = RecordingScrollDelegate()
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        return Fixture(collectionView: collectionView, layout: layout, delegate: delegate,
                       scrolling: UserScrolling(scrollView: collectionView, clock: clock), clock: clock)
    }

    // Three ↓ one frame apart: 3 rows over 3 frames (first input to one frame after the last) =
    // 3 / 48 ms = 0.0625 rows/ms, UIKit's points-per-millisecond unit.
    func test_a_plain_layout_rests_where_the_keys_left_it_and_reports_the_drag_in_UIKit_order() async {
        let fixture = makeFixture(snap: 0)
        for _ in 0..<3 { fixture.press(.lines(1)) }
        fixture.frames(20)
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 0, y: 3), "no drift after the keys stop")
        XCTAssertEqual(fixture.delegate.events, [
            "willBeginDragging", "didScroll 0,1", "didScroll 0,2", "didScroll 0,3",
            "willEndDragging v=0,0.0625 target=0,3", "didEndDragging decelerate=false",
        ])
        XCTAssertEqual(fixture.layout.targetQuestions.count, 1)
        XCTAssertEqual(fixture.layout.targetQuestions.first?.proposed, CGPoint(x: 0, y: 3))
        XCTAssertEqual(fixture.layout.targetQuestions.first?.velocity, CGPoint(x: 0, y: 0.0625))
        XCTAssertFalse(fixture.collectionView.isDragging)
        XCTAssertFalse(fixture.collectionView.isDecelerating)
    }

    // Last input at t = 0: the drag is still on at 149 ms and ends on the tick at 150 ms.
    func test_the_drag_ends_after_150ms_without_scroll_input() async {
        let fixture = makeFixture(snap: 0)
        fixture.scrolling.perform(.lines(1))
        XCTAssertTrue(fixture.collectionView.isDragging)
        XCTAssertTrue(fixture.scrolling.needsFrames, "frames keep coming so the drag can end")
        fixture.advance(by: 0.149)
        XCTAssertTrue(fixture.collectionView.isDragging)
        fixture.advance(by: 0.001)
        XCTAssertFalse(fixture.collectionView.isDragging)
        XCTAssertFalse(fixture.scrolling.needsFrames)
    }

    // Input at t = 0 and t = 0.05: the drag ends at 0.05 + 0.15 = 0.2; a pull past the top springs back
    // 0.25 after the last scroll; nothing is pending once the drag has ended inside the content.
    func test_the_next_timer_is_the_drag_end_then_the_spring_back() async {
        let fixture = makeFixture(snap: 0)
        XCTAssertNil(fixture.scrolling.nextTimerTime)
        fixture.scrolling.perform(.lines(1))
        XCTAssertEqual(fixture.scrolling.nextTimerTime!, 0.15, accuracy: 1e-9)
        fixture.advance(by: 0.05)
        fixture.scrolling.perform(.lines(1))
        XCTAssertEqual(fixture.scrolling.nextTimerTime!, 0.2, accuracy: 1e-9)
        fixture.advance(by: 0.15)
        XCTAssertFalse(fixture.collectionView.isDragging)
        XCTAssertNil(fixture.scrolling.nextTimerTime)

        let pulled = makeFixture(snap: 0)
        pulled.scrolling.perform(.lines(-3))
        pulled.advance(by: 0.15)
        XCTAssertFalse(pulled.collectionView.isDragging, "the drag ended pulled past the top")
        XCTAssertTrue(pulled.scrolling.isOverscrolled)
        XCTAssertEqual(pulled.scrolling.nextTimerTime!, 0.25, accuracy: 1e-9)
    }

    // A page (10 rows) in one frame: 10 / 16 ms = 0.625 rows/ms. Two bursts 200 ms apart are two drags.
    func test_each_burst_is_its_own_drag_with_its_own_velocity() async {
        let fixture = makeFixture(snap: 0)
        fixture.press(.pages(1))
        fixture.advance(by: 0.2)
        fixture.press(.lines(-2))
        fixture.advance(by: 0.2)
        XCTAssertEqual(fixture.delegate.milestones, [
            "willBeginDragging", "willEndDragging v=0,0.6250 target=0,10", "didEndDragging decelerate=false",
            "willBeginDragging", "willEndDragging v=0,-0.1250 target=0,8", "didEndDragging decelerate=false",
        ])
    }

    // 3 rows proposed, snapped to 5. The settle is UIKit's deceleration at .normal (0.998/ms) over
    // 2 rows: it lasts ln(0.5/2)/ln(0.998) = 692.45 ms, so 0.998^duration = 0.25; 100 ms in it has
    // covered (1 − 0.998¹⁰⁰)/(1 − 0.25) = (1 − 0.818566)/0.75 = 0.241911 of the way: 3 + 2 · 0.241911.
    func test_a_snapping_layout_gets_the_proposal_and_the_content_decelerates_onto_its_target() async throws {
        let fixture = makeFixture()
        for _ in 0..<3 { fixture.press(.lines(1)) }
        // Keys at 0, 16 and 32 ms; each press ends with a frame, so t = 48 ms now.
        fixture.frames(8)
        XCTAssertTrue(fixture.collectionView.isDragging, "t = 176 ms: 144 ms since the last key")
        fixture.frames(1)   // t = 192 ms: 160 ms ≥ 150 ms since the last key
        XCTAssertEqual(fixture.delegate.milestones, [
            "willBeginDragging", "willEndDragging v=0,0.0625 target=0,5", "didEndDragging decelerate=true",
            "willBeginDecelerating",
        ])
        XCTAssertTrue(fixture.collectionView.isDecelerating)
        let animation = try XCTUnwrap(fixture.collectionView.offsetAnimation)
        XCTAssertEqual(animation.duration, log(0.25) / log(0.998) / 1000, accuracy: 1e-12)
        XCTAssertEqual(animation.duration, 0.69245, accuracy: 1e-5)
        XCTAssertEqual(animation.curve, .deceleration(rate: 0.998))
        XCTAssertEqual(animation.offset(at: animation.start + 0.1).y, 3.483822, accuracy: 1e-6)
        fixture.advance(by: 0.692)
        XCTAssertLessThan(fixture.collectionView.contentOffset.y, 5)
        fixture.advance(by: 0.001)
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 0, y: 5))
        XCTAssertEqual(fixture.delegate.milestones.last, "didEndDecelerating 0,5")
        XCTAssertFalse(fixture.collectionView.isDecelerating)
        XCTAssertFalse(fixture.scrolling.needsFrames)
    }

    // .fast (0.99/ms) over the same 2 rows: ln(0.25)/ln(0.99) = 137.93 ms.
    func test_fast_deceleration_settles_sooner() async throws {
        let fixture = makeFixture()
        fixture.collectionView.decelerationRate = .fast
        fixture.press(.lines(3))
        fixture.advance(by: 0.15)
        let animation = try XCTUnwrap(fixture.collectionView.offsetAnimation)
        XCTAssertEqual(animation.duration, 0.13793, accuracy: 1e-5)
        XCTAssertEqual(ScrollView.decelerationDuration(distance: 13, rate: .fast), 0.32417, accuracy: 1e-5)
        XCTAssertEqual(ScrollView.decelerationDuration(distance: 0.5, rate: .fast), 0, "half a cell: nothing to show")
    }

    func test_deceleration_rates_have_UIKits_raw_values() async {
        XCTAssertEqual(ScrollView.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(ScrollView.DecelerationRate.fast.rawValue, 0.99)
        XCTAssertEqual(ScrollView.DecelerationRate(rawValue: 0.99), .fast)
        XCTAssertEqual(ScrollView(frame: .zero).decelerationRate, .normal)
    }

    func test_the_delegate_may_move_the_target_after_the_layout() async {
        let fixture = makeFixture()
        fixture.delegate.replacementTarget = CGPoint(x: 0, y: 20)
        fixture.press(.lines(3))
        fixture.advance(by: 0.15)
        fixture.advance(by: 3)
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 0, y: 20))
        XCTAssertEqual(fixture.delegate.milestones, [
            "willBeginDragging", "willEndDragging v=0,0.1875 target=0,5", "didEndDragging decelerate=true",
            "willBeginDecelerating", "didEndDecelerating 0,20",
        ])
    }

    func test_a_key_during_the_settle_stops_it_and_starts_a_new_drag() async {
        let fixture = makeFixture()
        fixture.press(.lines(3))
        fixture.advance(by: 0.15)
        fixture.advance(by: 0.1)
        let stoppedAt = fixture.collectionView.contentOffset.y
        fixture.press(.lines(1))
        XCTAssertNil(fixture.collectionView.offsetAnimation)
        XCTAssertEqual(fixture.collectionView.contentOffset.y, stoppedAt + 1)
        XCTAssertEqual(fixture.delegate.milestones.suffix(1), ["willBeginDragging"], "no didEndDecelerating for an interrupted settle")
    }

    // Pulled 3 rows past the top: the drag ends at 150 ms resting on the edge (0) without asking the
    // layout; the spring-back starts at 250 ms, takes 0.3 s, and is the drag's deceleration.
    func test_a_drag_that_ends_overscrolled_springs_back_as_its_deceleration() async {
        let fixture = makeFixture()
        fixture.scrolling.perform(.lines(-3))
        let pulled = fixture.collectionView.contentOffset.y
        XCTAssertLessThan(pulled, 0)
        fixture.advance(by: 0.15)
        XCTAssertEqual(fixture.delegate.milestones, [
            "willBeginDragging", "willEndDragging v=0,\(String(format: "%.4f", Double(pulled) / 16)) target=0,0",
            "didEndDragging decelerate=true", "willBeginDecelerating",
        ])
        XCTAssertTrue(fixture.layout.targetQuestions.isEmpty, "the rubber band wins over snapping")
        XCTAssertNil(fixture.collectionView.offsetAnimation, "held until the spring-back delay")
        XCTAssertTrue(fixture.collectionView.isDecelerating)
        fixture.advance(by: 0.1)
        XCTAssertEqual(fixture.collectionView.offsetAnimation?.curve, .easeOut)
        XCTAssertEqual(fixture.collectionView.offsetAnimation?.to, .zero)
        fixture.advance(by: 0.3)
        XCTAssertEqual(fixture.collectionView.contentOffset, .zero)
        XCTAssertEqual(fixture.delegate.milestones.last, "didEndDecelerating 0,0")
        XCTAssertFalse(fixture.scrolling.needsFrames)
    }

    func test_scrolling_from_code_is_not_a_drag_and_reports_the_end_of_its_animation() async {
        let fixture = makeFixture()
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 12), animated: true)
        fixture.advance(by: 0.3)
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 2), animated: false)
        fixture.advance(by: 0.3)
        XCTAssertEqual(fixture.delegate.milestones, ["didEndScrollingAnimation 0,12"])
        XCTAssertTrue(fixture.layout.targetQuestions.isEmpty)
    }

    func test_directional_lock_keeps_a_drag_to_its_first_axis() async {
        let fixture = makeFixture(snap: 0)
        fixture.layout.contentSize = CGSize(width: 100, height: 100)
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        fixture.collectionView.isDirectionalLockEnabled = true
        fixture.press(.lines(2))
        fixture.press(.columns(3))
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 0, y: 2), "→ ignored while ↓ drags")
        fixture.advance(by: 0.15)
        fixture.press(.columns(3))
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 3, y: 2), "a new drag may go sideways")
        fixture.advance(by: 0.15)
        fixture.collectionView.isDirectionalLockEnabled = false
        fixture.press(.lines(1))
        fixture.press(.columns(1))
        XCTAssertEqual(fixture.collectionView.contentOffset, CGPoint(x: 4, y: 3))
    }
}
