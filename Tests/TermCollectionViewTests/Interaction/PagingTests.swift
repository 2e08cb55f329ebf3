import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
@testable import TermViews
import XCTest

/// `isPagingEnabled`: a drag rests on a multiple of the bounds size; page keys follow the scroll axis.
@MainActor
final class PagingTests: XCTestCase {
    /// A 20×10 scroll view over 20×`contentHeight` content with paging on.
    private func makePaging(contentHeight: CGFloat = 100) -> (ScrollView, UserScrolling, VirtualClock) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        scrollView.contentSize = CGSize(width: 20, height: contentHeight)
        scrollView.isPagingEnabled = true
        let clock = VirtualClock()
        scrollView.clock = clock
        return (scrollView, UserScrolling(scrollView: scrollView, clock: clock), clock)
    }

    /// Ends the drag (150 ms idle) and runs the page turn (0.3 s) to its end.
    private func settle(_ scrolling: UserScrolling, _ scrollView: ScrollView, _ clock: VirtualClock) {
        for _ in 0..<40 {
            clock.advance(by: FrameTiming.frameDuration)
            scrolling.tick()
            scrollView.updateAnimations()
        }
    }

    func test_a_small_drag_down_turns_to_the_next_page_and_up_to_the_previous() async {
        let (scrollView, scrolling, clock) = makePaging()
        scrolling.perform(.lines(3))
        settle(scrolling, scrollView, clock)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 10), "velocity > 0 from page 0: page 1")
        scrolling.perform(.lines(-1))
        settle(scrolling, scrollView, clock)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 0), "9 with velocity < 0: page 0")
    }

    // The page turn is the standard ease-out over 0.3 s: 0.15 s in, 1 − 0.5³ = 0.875 of the way.
    func test_the_page_turn_is_a_three_tenths_ease_out() async throws {
        let (scrollView, scrolling, clock) = makePaging()
        scrolling.perform(.lines(2))
        clock.advance(by: 0.15)
        scrolling.tick()
        let animation = try XCTUnwrap(scrollView.offsetAnimation)
        XCTAssertEqual(animation.duration, 0.3)
        XCTAssertEqual(animation.curve, .easeOut)
        XCTAssertEqual(animation.offset(at: animation.start + 0.15).y, 2 + 8 * 0.875, accuracy: 1e-9)
        XCTAssertTrue(scrollView.isDecelerating)
    }

    func test_a_page_key_that_lands_on_a_page_stays_there() async {
        let (scrollView, scrolling, clock) = makePaging()
        scrolling.perform(.pages(1))
        settle(scrolling, scrollView, clock)
        XCTAssertEqual(scrollView.contentOffset.y, 10)
        XCTAssertFalse(scrollView.isDecelerating)
    }

    // 7 → 8 → 7 in one burst: no net movement, velocity 0, so the nearest page: 7/10 rounds to page 1.
    func test_zero_velocity_rests_on_the_nearest_page() async {
        let (scrollView, scrolling, clock) = makePaging()
        scrollView.contentOffset.y = 7
        scrolling.perform(.lines(1))
        scrolling.perform(.lines(-1))
        settle(scrolling, scrollView, clock)
        XCTAssertEqual(scrollView.contentOffset.y, 10)
    }

    // Content 95 rows: offsets 0…85. From 83 a drag down would page to 90, clamped to 85.
    func test_the_last_partial_page_rests_at_the_end_of_the_content() async {
        let (scrollView, scrolling, clock) = makePaging(contentHeight: 95)
        scrollView.contentOffset.y = 82
        scrolling.perform(.lines(1))
        settle(scrolling, scrollView, clock)
        XCTAssertEqual(scrollView.contentOffset.y, 85)
    }

    func test_paging_target_rounds_in_the_velocity_direction_on_each_axis() async {
        let range = (min: CGPoint.zero, max: CGPoint(x: 60, y: 90))
        let size = CGSize(width: 20, height: 10)
        XCTAssertEqual(PagingTarget.offset(from: CGPoint(x: 21, y: 19), velocity: CGPoint(x: 0.1, y: -0.1), pageSize: size, range: range),
                       CGPoint(x: 40, y: 10))
        XCTAssertEqual(PagingTarget.offset(from: CGPoint(x: 29, y: 16), velocity: .zero, pageSize: size, range: range),
                       CGPoint(x: 20, y: 20))
        XCTAssertEqual(PagingTarget.offset(from: CGPoint(x: 20.0001, y: 10), velocity: CGPoint(x: 1, y: 1), pageSize: size, range: range),
                       CGPoint(x: 20, y: 10), "within a thousandth of a cell counts as on the page")
    }

    func test_a_collection_view_with_paging_does_not_ask_its_layout() async {
        let layout = SnappingLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        let clock = VirtualClock()
        collectionView.clock = clock
        collectionView.layoutIfNeeded()
        let scrolling = UserScrolling(scrollView: collectionView, clock: clock)
        scrolling.perform(.lines(3))
        settle(scrolling, collectionView, clock)
        XCTAssertEqual(collectionView.contentOffset.y, 10, "the page, not the layout's multiple of 5")
        XCTAssertTrue(layout.targetQuestions.isEmpty)
    }

    // A horizontal flow layout of 10×10 items in a 20×10 view whose content is 2 rows taller than the
    // bounds (a subclass adds them, as a stretchy footer would) — still, page keys and Home/End go
    // sideways. Three items with spacing 10: 10 + 10 + 10 + 10 + 10 = 50 columns; offsets 0…30 × 0…2.
    func test_page_keys_page_sideways_in_a_horizontal_flow_layout_with_a_little_vertical_range() async {
        let layout = TwoRowsTallerFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 10, height: 10)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: layout)
        let dataSource = CountingDataSource(count: 3)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 50, height: 12))
        XCTAssertEqual(collectionView.contentOffsetRange.max, CGPoint(x: 30, y: 2))
        let scrolling = UserScrolling(scrollView: collectionView, clock: VirtualClock())
        scrolling.perform(.pages(1))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 20, y: 0))
        scrolling.perform(.bottom)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 30, y: 0))
        scrolling.perform(.top)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 0))
        scrolling.perform(.lines(1))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 1), "rows still scroll the little vertical range")
    }
}

/// `count` default cells in one section.
@MainActor
private final class CountingDataSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A flow layout whose content is two rows taller than the flow computes.
@MainActor
private final class TwoRowsTallerFlowLayout: CollectionViewFlowLayout {
    override var collectionViewContentSize: CGSize {
        let size = super.collectionViewContentSize
        return CGSize(width: size.width, height: size.height + 2)
    }
}
