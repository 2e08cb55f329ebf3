import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A list layout that also records the transition hooks into a log shared by both layouts.
@MainActor
private final class TransitionLoggingLayout: RecordingListLayout {
    let name: String
    let log: (String) -> Void

    init(_ name: String, rowHeight: CGFloat, log: @escaping (String) -> Void) {
        self.name = name
        self.log = log
        super.init()
        self.rowHeight = rowHeight
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        log("\(name).prepare")
        super.prepare()
    }

    override func prepareForTransition(to newLayout: CollectionViewLayout) {
        log("\(name).prepareForTransition(to: \((newLayout as? TransitionLoggingLayout)?.name ?? "?"))")
    }

    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        log("\(name).prepareForTransition(from: \((oldLayout as? TransitionLoggingLayout)?.name ?? "?"))")
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        log("\(name).targetContentOffset")
        return proposedContentOffset
    }

    override func finalizeLayoutTransition() {
        log("\(name).finalizeLayoutTransition")
    }
}

/// Layout transitions on the virtual clock: rows of 3 (`tall`) to rows of 2 (`short`), 20×10 view.
/// Half way (0.15 s of 0.3 s, ease-in-out at exactly one half) every row is 2.5 tall and item n's
/// top is half way between 3n and 2n, i.e. 2.5n (its center: between 3n + 1.5 and 2n + 1, minus 1.25).
@MainActor
final class LayoutTransitionTests: XCTestCase {
    private var log: [String] = []

    private func makeList(_ items: [String], clock: VirtualClock) -> (CollectionView, TransitionLoggingLayout, TransitionLoggingLayout) {
        let tall = TransitionLoggingLayout("tall", rowHeight: 3) { [unowned self] in log.append($0) }
        let short = TransitionLoggingLayout("short", rowHeight: 2) { [unowned self] in log.append($0) }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: tall)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.clock = clock
        let dataSource = NamedItemsDataSource([items])
        NamedItemsDataSource.alive.append(dataSource)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        log = []
        return (collectionView, tall, short)
    }

    private func advance(_ collectionView: CollectionView, _ clock: VirtualClock, to time: Double) {
        clock.advance(by: time - clock.now)
        collectionView.updateAnimations()
    }

    func test_an_animated_change_tells_both_layouts_in_UIKits_order() async {
        let (collectionView, _, short) = makeList(["A", "B"], clock: VirtualClock())
        collectionView.setCollectionViewLayout(short, animated: true)
        XCTAssertEqual(log, ["tall.prepareForTransition(to: short)", "short.prepareForTransition(from: tall)", "short.prepare",
                             "short.targetContentOffset", "tall.finalizeLayoutTransition", "short.finalizeLayoutTransition"])
        XCTAssertTrue(collectionView.collectionViewLayout === short)
    }

    // A B C D visible in the tall layout (D's row 9–11 overlaps); E, off screen at row 12, comes in
    // from there to row 8 and is at 10 half way.
    func test_views_move_from_the_old_layout_to_the_new_one_and_the_completion_runs_at_the_end() async {
        let clock = VirtualClock()
        let (collectionView, _, short) = makeList(["A", "B", "C", "D", "E"], clock: clock)
        var finished: Bool?
        collectionView.setCollectionViewLayout(short, animated: true) { finished = $0 }
        advance(collectionView, clock, to: 0.15)
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@2.5a1", "C@5a1", "D@7.5a1", "E@10a1"])
        XCTAssertNil(finished)
        advance(collectionView, clock, to: 0.3)
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@2a1", "C@4a1", "D@6a1", "E@8a1"])
        XCTAssertEqual(finished, true)
    }

    func test_without_animation_the_layout_is_installed_at_once() async {
        let (collectionView, _, short) = makeList(["A", "B"], clock: VirtualClock())
        var finished: Bool?
        collectionView.setCollectionViewLayout(short, animated: false) { finished = $0 }
        XCTAssertEqual(finished, true)
        XCTAssertEqual(log, [], "no transition hooks without an animated transition")
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@2a1"])
    }

    // transitionProgress 0.5 interpolates linearly: the same rows as half way through the animation.
    func test_an_interactive_transition_interpolates_by_progress_and_finishes_animated() async {
        let clock = VirtualClock()
        let (collectionView, tall, short) = makeList(["A", "B", "C", "D", "E"], clock: clock)
        var result: (Bool, Bool)?
        let transition = collectionView.startInteractiveTransition(to: short) { result = ($0, $1) }
        XCTAssertTrue(transition.currentLayout === tall && transition.nextLayout === short)
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.collectionViewLayout === transition)
        // E's interpolated top is row 10, just below the 10-row view: not on screen yet.
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@2.5a1", "C@5a1", "D@7.5a1"])
        // Content height: 15 (5 rows of 3) to 10 (5 of 2), half way 12.5.
        XCTAssertEqual(collectionView.contentSize.height, 12.5)
        collectionView.finishInteractiveTransition()
        advance(collectionView, clock, to: 0.3)
        XCTAssertTrue(collectionView.collectionViewLayout === short)
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@2a1", "C@4a1", "D@6a1", "E@8a1"])
        XCTAssertEqual(result.map { [$0.0, $0.1] }, [true, true])
    }

    // Progress only moves the blend: the two layouts are prepared once, when the transition starts,
    // and asked for their elements once; later passes interpolate what they answered then.
    func test_a_progress_change_interpolates_again_without_preparing_either_layout() async {
        let (collectionView, tall, short) = makeList(["A", "B", "C"], clock: VirtualClock())
        let transition = collectionView.startInteractiveTransition(to: short) { _, _ in }
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        log = []
        _ = tall.takeCalls()
        _ = short.takeCalls()
        transition.transitionProgress = 1
        collectionView.layoutIfNeeded()
        XCTAssertEqual(log, [])
        XCTAssertEqual(tall.takeCalls().filter { $0.hasPrefix("prepare") || $0.hasPrefix("elements") }, [])
        XCTAssertEqual(short.takeCalls().filter { $0.hasPrefix("prepare") || $0.hasPrefix("elements") }, [])
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@2a1", "C@4a1"])
    }

    // Found by `tcv fuzz updates` (`+d`: a deletion during an interactive transition): the flow
    // layouts behind the transition kept their lines for the old count, so the rect query returned
    // item 2 of a two-item section. Rows of 3 (20 wide) → rows of 2; half way item n is at 2.5n.
    func test_a_deletion_during_an_interactive_transition_recounts_both_flow_layouts() async {
        let from = CollectionViewFlowLayout()
        from.itemSize = CGSize(width: 20, height: 3)
        from.minimumLineSpacing = 0
        let to = CollectionViewFlowLayout()
        to.itemSize = CGSize(width: 20, height: 2)
        to.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: from)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = NamedItemsDataSource([["A", "B", "C"]])
        NamedItemsDataSource.alive.append(dataSource)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let transition = collectionView.startInteractiveTransition(to: to) { _, _ in }
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        dataSource.sections[0].removeLast()
        View.performWithoutAnimation { collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)]) }
        collectionView.layoutIfNeeded()
        let frames = (transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 20, height: 100)) ?? [])
            .sorted { $0.indexPath < $1.indexPath }.map { "\($0.indexPath.item)@\($0.frame.minY)" }
        XCTAssertEqual(frames, ["0@0.0", "1@2.5"])
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@2.5a1"])
    }

    /// Past `pairedItemLimit` items the transition pairs only what the rect query needs: over 1,000,000
    /// items no layout is asked for more than the view's rect, and the visible rows interpolate as on a
    /// small list (row n half way between 3n and 2n: 2.5n).
    func test_a_transition_over_a_million_items_asks_only_for_the_visible_rect() async {
        let tall = RectRecordingFlowLayout(rowHeight: 3), short = RectRecordingFlowLayout(rowHeight: 2)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 10), collectionViewLayout: tall)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountingDataSource(count: 1_000_000)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let transition = collectionView.startInteractiveTransition(to: short) { _, _ in }
        transition.transitionProgress = 0.5
        tall.tallestQuery = 0
        short.tallestQuery = 0
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.drawnTexts, ["0@0a1", "1@2.5a1", "2@5a1", "3@7.5a1"])
        XCTAssertLessThanOrEqual(max(tall.tallestQuery, short.tallestQuery), 10, "only the view's rect, never the content")
        withExtendedLifetime(dataSource) {}
    }

    func test_cancelling_puts_the_current_layout_back() async {
        let clock = VirtualClock()
        let (collectionView, tall, short) = makeList(["A", "B", "C"], clock: clock)
        var result: (Bool, Bool)?
        let transition = collectionView.startInteractiveTransition(to: short) { result = ($0, $1) }
        transition.transitionProgress = 0.8
        collectionView.layoutIfNeeded()
        collectionView.cancelInteractiveTransition()
        advance(collectionView, clock, to: 0.3)
        XCTAssertTrue(collectionView.collectionViewLayout === tall)
        XCTAssertEqual(collectionView.drawnTexts, ["A@0a1", "B@3a1", "C@6a1"])
        XCTAssertEqual(result.map { [$0.0, $0.1] }, [true, false])
    }

    func test_animated_keys_return_the_last_value_set() async {
        let transition = CollectionViewTransitionLayout(currentLayout: CollectionViewLayout(), nextLayout: CollectionViewLayout())
        XCTAssertEqual(transition.value(forAnimatedKey: "PositionX"), 0)
        transition.updateValue(12, forAnimatedKey: "PositionX")
        transition.updateValue(14, forAnimatedKey: "PositionX")
        XCTAssertEqual(transition.value(forAnimatedKey: "PositionX"), 14)
    }
}

/// A full-width flow list of `rowHeight`-row items that remembers the tallest rect it was asked for.
@MainActor
private final class RectRecordingFlowLayout: CollectionViewFlowLayout {
    var tallestQuery: CGFloat = 0

    init(rowHeight: CGFloat) {
        super.init()
        itemSize = CGSize(width: 20, height: rowHeight)
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) { fatalError("not made from an archive") }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        tallestQuery = max(tallestQuery, rect.height)
        return super.layoutAttributesForElements(in: rect)
    }
}

/// `count` items in one section, each cell showing its item number.
@MainActor
private final class CountingDataSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = String(indexPath.item)
        return cell
    }
}
