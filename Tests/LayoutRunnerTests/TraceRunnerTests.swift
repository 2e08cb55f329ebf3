import Foundation
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// `tcv trace`: the calls of each frame, in UIKit's layout-pass order.
@MainActor
final class TraceRunnerTests: XCTestCase {
    /// 20 items of 10×3 in 40 columns: 5 rows, content 40×15. The screen is 40×10, the collection view
    /// 40×9 (the status line takes the last row): rows 0–2 (items 0–11) are visible at first. After `j`
    /// (one row down) the visible rect is (0,1,40,9), which reaches into row 3 (y 9–12): items 12–15
    /// appear. A flow layout does not invalidate for a scroll, so there is no `prepare()` again. The
    /// generated controller is the delegate, as a `UICollectionViewController` is by default, so each
    /// cell's `willDisplay` and the drag's scroll-view calls show too.
    /// The trace reports what the layout returned: at the start the flow layout also returns row 3,
    /// which only touches the visible rect's bottom edge (16 attributes), and the collection view shows
    /// the 12 that overlap it — the count is the layout's answer, not the number of cells made.
    func test_start_and_one_scroll_key() async throws {
        let clock = VirtualClock()
        let window = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 20, clock: clock)
        let lines = TraceRunner(app: window, collectionView: window.collectionView, clock: clock,
                                size: CellSize(width: 40, height: 10)).run(try KeyScript.parse("j"))
        let expected = ["frame 0 (start)", "  prepare()", "  numberOfSections → 1", "  numberOfItemsInSection 0 → 20",
                        "  collectionViewContentSize → 40x15", "  layoutAttributesForElements(in: (0,0,40,9)) → 16"]
            + (0..<12).flatMap { ["  cellForItemAt [0,\($0)]", "  willDisplay cell [0,\($0)]"] }
            + ["frame 1 (key j)", "  scrollViewWillBeginDragging", "  scrollViewDidScroll (0,1)",
               "  shouldInvalidateLayout(forBoundsChange: (0,1,40,9)) → false",
               // Not invalidated: the cells on screen keep their attributes; the uncovered row is asked for.
               "  layoutAttributesForElements(in: (0,9,40,1)) → 8"]
            + (12..<16).flatMap { ["  cellForItemAt [0,\($0)]", "  willDisplay cell [0,\($0)]"] }
        XCTAssertEqual(lines, expected)
        window.inspector = nil
        XCTAssertNil(window.collectionView.callObserver, "the runner detaches its log, then the inspector's goes")
    }

    /// A terminal resize is the window's rotation: the collection view's animated bounds change, in
    /// UIKit's order (`prepare()`, then `prepare(forAnimatedBoundsChange:)` with the old bounds, the
    /// attributes, the initial ones of what is shown, then `finalizeAnimatedBoundsChange()`).
    func test_a_resize_is_an_animated_bounds_change() async throws {
        let clock = VirtualClock()
        let window = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 20, clock: clock)
        let lines = TraceRunner(app: window, collectionView: window.collectionView, clock: clock,
                                size: CellSize(width: 40, height: 10)).run(try KeyScript.parse("<Resize:30x10>"))
        let resize = Array(lines.drop { $0 != "frame 1 (resize 30x10)" })
        let layoutCalls = resize.filter { !$0.contains("LayoutAttributesFor") && !$0.contains("cellForItemAt") && !$0.contains("willDisplay") }
        XCTAssertEqual(Array(layoutCalls.prefix(5)), [
            "frame 1 (resize 30x10)", "  shouldInvalidateLayout(forBoundsChange: (0,0,30,9)) → true",
            "  invalidationContext(forBoundsChange: (0,0,30,9))", "  prepare()", "  prepare(forAnimatedBoundsChange: (0,0,40,9))",
        ])
        XCTAssertTrue(resize.contains { $0.hasPrefix("  initialLayoutAttributesForAppearingItem(at: [0,0])") }, "\(resize)")
        let finalize = try XCTUnwrap(resize.firstIndex(of: "  finalizeAnimatedBoundsChange()"))
        let lastAppearing = try XCTUnwrap(resize.lastIndex { $0.contains("LayoutAttributesFor") })
        XCTAssertLessThan(lastAppearing, finalize, "finalize comes after the initial and final attributes are gathered")
        window.inspector = nil
    }

    /// A key that changes nothing still gets its frame header, so a script can count frames; a wait
    /// whose frames call nothing prints nothing.
    func test_quiet_frames() async throws {
        let clock = VirtualClock()
        let window = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 4, clock: clock)
        let lines = TraceRunner(app: window, collectionView: window.collectionView, clock: clock,
                                size: CellSize(width: 40, height: 10)).run(try KeyScript.parse("x<Wait:100><Down>"))
        let headers = lines.filter { $0.hasPrefix("frame") }
        // Frame 1 is the key x; the 100 ms wait is frames 2–8 (six of 16 ms and one of 4 ms); <Down> is frame 9.
        XCTAssertEqual(headers, ["frame 0 (start)", "frame 1 (key x)", "frame 9 (key <Down>)"])
    }

    /// A wait is capped as `HeadlessRunner` caps it, and idle time passes in one step: on the old main
    /// `<Wait:9000000000>` drew one frame per 16 ms of 104 days and never ended in practice.
    func test_a_huge_wait_ends_at_once_and_keeps_frame_numbering() async throws {
        let clock = VirtualClock()
        let window = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 4, clock: clock)
        let lines = TraceRunner(app: window, collectionView: window.collectionView, clock: clock,
                                size: CellSize(width: 40, height: 10)).run(try KeyScript.parse("x<Wait:9000000000>y"))
        // One day (86,400 s) is 5,400,000 frames of 16 ms: frames 2 … 5,400,001, then y.
        XCTAssertEqual(lines.filter { $0.hasPrefix("frame") }.last, "frame 5400002 (key y)")
        XCTAssertEqual(clock.now, 86_400 + 0.016 * 2, accuracy: 1e-6)
    }

    /// Selection goes through the delegate (the controller, by default) in UIKit's order — highlight on
    /// touch down; select, unhighlight, deselect the old item, select on touch up — and the trace says so.
    func test_selection_calls_are_traced_when_there_is_a_delegate() async {
        let controller = IndexPathViewController(collectionViewLayout: LayoutRunnerFixture.flowLayout(), sections: 1, items: 4)
        let collectionView: CollectionView = controller.collectionView
        collectionView.frame = CGRect(x: 0, y: 0, width: 40, height: 9)
        collectionView.layoutIfNeeded()
        let log = CallLog(keepsEverything: true)
        log.attach(to: collectionView)
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        collectionView.userSelectItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(log.takeAll().map(\.description), [
            "shouldHighlightItemAt [0,0] → true", "didHighlightItemAt [0,0]",
            "shouldSelectItemAt [0,0] → true", "didUnhighlightItemAt [0,0]", "didSelectItemAt [0,0]",
            "shouldHighlightItemAt [0,1] → true", "didHighlightItemAt [0,1]",
            "shouldSelectItemAt [0,1] → true", "didUnhighlightItemAt [0,1]", "didDeselectItemAt [0,0]", "didSelectItemAt [0,1]",
        ])
    }
}

/// The scroll-view role of the delegate is traced through a stand-in that forwards every call.
@MainActor
final class ScrollDelegateTraceTests: XCTestCase {
    /// A delegate moving the drag's target to offset 2: the stand-in passes the pointer on, the trace
    /// shows the target before and after, and the collection view settles where the delegate said.
    func test_will_end_dragging_is_forwarded_and_shows_the_delegates_target() async throws {
        final class SnapToTwo: CollectionViewDelegate {
            var calls = 0
            func scrollViewWillEndDragging(
                _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                calls += 1
                targetContentOffset.pointee = CGPoint(x: 0, y: 2)
            }
        }
        let clock = VirtualClock()
        let window = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 20, clock: clock)
        let delegate = SnapToTwo()
        window.collectionView.delegate = delegate
        let lines = TraceRunner(app: window, collectionView: window.collectionView, clock: clock,
                                size: CellSize(width: 40, height: 10)).run(try KeyScript.parse("j<Wait:1000>"))
        XCTAssertEqual(delegate.calls, 1)
        XCTAssertTrue(lines.contains("  scrollViewWillEndDragging(withVelocity: (0,0.1), targetContentOffset: (0,1)) → (0,2)"),
                      lines.joined(separator: "\n"))
        XCTAssertEqual(window.collectionView.contentOffset, CGPoint(x: 0, y: 2))
    }
}
