import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

@MainActor
final class UserScrollingTests: XCTestCase {
    private func makeScrolling(contentHeight: CGFloat = 100) -> (ScrollView, UserScrolling, VirtualClock) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        scrollView.contentSize = CGSize(width: 20, height: contentHeight)
        let clock = VirtualClock()
        scrollView.clock = clock
        return (scrollView, UserScrolling(scrollView: scrollView, clock: clock), clock)
    }

    func test_keys_map_to_commands_as_documented() async {
        XCTAssertEqual(ScrollCommand(key: .character("j")), .lines(1))
        XCTAssertEqual(ScrollCommand(key: .up), .lines(-1))
        XCTAssertEqual(ScrollCommand(key: .character("l")), .columns(1))
        XCTAssertEqual(ScrollCommand(key: .left), .columns(-1))
        XCTAssertEqual(ScrollCommand(key: .character(" ")), .pages(1))
        XCTAssertEqual(ScrollCommand(key: .pageUp), .pages(-1))
        XCTAssertEqual(ScrollCommand(key: .character("g")), .top)
        XCTAssertEqual(ScrollCommand(key: .end), .bottom)
        XCTAssertNil(ScrollCommand(key: .character("q")))
        XCTAssertEqual(ScrollCommand(mouse: MouseEvent(action: .scrollDown, x: 0, y: 0)), .lines(3))
    }

    func test_lines_pages_and_ends_are_clamped_to_the_content() async {
        let (scrollView, scrolling, _) = makeScrolling()   // offsets 0...90
        scrolling.perform(.lines(3))
        XCTAssertEqual(scrollView.contentOffset.y, 3)
        scrolling.perform(.pages(1))
        XCTAssertEqual(scrollView.contentOffset.y, 13)
        scrolling.perform(.bottom)
        XCTAssertEqual(scrollView.contentOffset.y, 90)
        scrolling.perform(.top)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        scrollView.bounces = false
        scrolling.perform(.lines(-5))
        XCTAssertEqual(scrollView.contentOffset.y, 0, "without bounces the top edge is a wall")
        XCTAssertFalse(scrolling.isOverscrolled)
    }

    // UIScrollView's rubber band: (1 − 1/(pull·0.55/d + 1))·d with d = 10 rows.
    func test_pulling_past_the_top_follows_the_rubber_band_curve() async {
        let (scrollView, scrolling, _) = makeScrolling()
        scrolling.perform(.lines(-1))
        XCTAssertEqual(scrollView.contentOffset.y, -(1 - 1 / (0.055 + 1)) * 10, accuracy: 1e-9)   // −0.521
        for _ in 0..<9 { scrolling.perform(.lines(-1)) }
        XCTAssertEqual(scrollView.contentOffset.y, -(1 - 1 / (0.55 + 1)) * 10, accuracy: 1e-9)    // −3.548
        XCTAssertTrue(scrolling.isOverscrolled)
        scrolling.perform(.lines(4))
        XCTAssertEqual(scrollView.contentOffset.y, -(1 - 1 / (0.33 + 1)) * 10, accuracy: 1e-9, "pull of 6 left")
        scrolling.perform(.lines(8))
        XCTAssertEqual(scrollView.contentOffset.y, 2, "the pull is given back first, the rest scrolls")
        XCTAssertFalse(scrolling.isOverscrolled)
    }

    func test_overscroll_springs_back_after_250ms_idle_with_an_animation() async {
        let (scrollView, scrolling, clock) = makeScrolling()
        for _ in 0..<10 { scrolling.perform(.lines(-1)) }
        let pulled = scrollView.contentOffset.y
        clock.advance(by: 0.2)
        scrolling.tick()
        scrollView.updateAnimations()
        XCTAssertEqual(scrollView.contentOffset.y, pulled, "still held before 250 ms")
        clock.advance(by: 0.05)
        scrolling.tick()
        XCTAssertNotNil(scrollView.offsetAnimation)
        clock.advance(by: 0.15)
        scrollView.updateAnimations()
        XCTAssertGreaterThan(scrollView.contentOffset.y, pulled)
        XCTAssertLessThan(scrollView.contentOffset.y, 0, "half way through the ease-out")
        clock.advance(by: 0.2)
        scrollView.updateAnimations()
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(scrolling.needsFrames)
    }

    func test_pages_go_sideways_when_only_horizontal_scrolling_is_possible() async {
        let (scrollView, scrolling, _) = makeScrolling(contentHeight: 10)
        scrollView.contentSize.width = 100
        scrolling.perform(.pages(1))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 20, y: 0))
        scrolling.perform(.bottom)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 80, y: 0))
    }

    func test_short_content_does_not_bounce_unless_alwaysBounceVertical() async {
        let (scrollView, scrolling, _) = makeScrolling(contentHeight: 5)
        scrolling.perform(.lines(-3))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        scrollView.alwaysBounceVertical = true
        scrolling.perform(.lines(-3))
        XCTAssertLessThan(scrollView.contentOffset.y, 0)
    }
}
