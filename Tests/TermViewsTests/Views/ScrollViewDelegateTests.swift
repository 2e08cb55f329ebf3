import Foundation
import TermCanvas
import TermViews
import XCTest

/// A plain scroll view reports to its own `delegate`, in UIScrollViewDelegate's order (Apple's
/// "UIScrollViewDelegate" docs): every offset change, a drag's begin and end, an animation's arrival.
@MainActor
final class ScrollViewDelegateTests: XCTestCase {
    private final class Recorder: ScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: ScrollView) { events.append("didScroll \(Int(scrollView.contentOffset.y))") }
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            events.append("willEndDragging target \(Int(targetContentOffset.pointee.y))")
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging decelerate \(decelerate)")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
    }

    private func makeScrollView() -> (ScrollView, Recorder, VirtualClock) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        scrollView.contentSize = CGSize(width: 20, height: 100)
        let clock = VirtualClock()
        scrollView.clock = clock
        let recorder = Recorder()
        scrollView.delegate = recorder
        return (scrollView, recorder, clock)
    }

    func test_a_drag_by_keys_reports_begin_each_offset_and_end_in_order() async {
        let (scrollView, recorder, clock) = makeScrollView()
        let scrolling = UserScrolling(scrollView: scrollView, clock: clock)
        scrolling.perform(.lines(3))
        scrolling.perform(.lines(2))
        clock.advance(by: UserScrolling.dragEndDelay + 0.05)
        scrolling.tick()
        XCTAssertEqual(recorder.events, [
            "willBeginDragging", "didScroll 3", "didScroll 5",
            "willEndDragging target 5", "didEndDragging decelerate false",
        ])
    }

    func test_an_assigned_offset_reports_did_scroll_and_an_animated_one_its_arrival() async {
        let (scrollView, recorder, clock) = makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 7)
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        clock.advance(by: 1)
        scrollView.updateAnimations()
        XCTAssertEqual(recorder.events.first, "didScroll 7")
        XCTAssertEqual(recorder.events.suffix(2), ["didScroll 20", "didEndScrollingAnimation"])
    }
}
