import Demos
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

// Test methods are `async`: corelibs XCTest on Linux cannot call a synchronous test method of a
// @MainActor class.
@MainActor
final class FuzzerTests: XCTestCase {
    private let size = CellSize(width: 80, height: 24)

    /// The core reports (and skips) the planted index path past the data, which the fuzzer checks
    /// itself; the updates demo's x raises an inconsistency on purpose: none of it prints.
    override nonisolated func invokeTest() {
        Diagnostics.$sink.withValue(DiagnosticsRecorder()) { super.invokeTest() }
    }

    private func target(_ bug: PlantedBugLayout.Bug) -> FuzzTarget {
        FuzzTarget(name: "planted-\(bug.rawValue)") { clock in
            Window(rootViewController: PlantedBugViewController(collectionViewLayout: PlantedBugLayout(bug: bug)), clock: clock)
        }
    }

    /// Finds the bug, shrinks it, and checks the printed script replays to a frame that breaks the
    /// same invariant in the same method: what `tcv snapshot NAME --keys …` shows.
    private func assertFindsAndShrinks(_ bug: PlantedBugLayout.Bug, invariant: InvariantViolation.Invariant, method: String,
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        let fuzzer = Fuzzer(target: target(bug), size: size, steps: 40)
        let report = fuzzer.run(seed: 1, runs: 50)
        let shrunk = try XCTUnwrap(report.shrunk, "the fuzzer did not find the \(bug) bug", file: file, line: line)
        let original = try XCTUnwrap(report.original)
        XCTAssertTrue(shrunk.violations.contains { $0.invariant == invariant && $0.method == method },
                      "\(shrunk.violations)", file: file, line: line)
        // Reaching the end of a 60-row list takes one key (G, End) or a few pages: a short script.
        XCTAssertLessThanOrEqual(shrunk.actions.count, 3, "shrunk to \(shrunk.keys)", file: file, line: line)
        XCTAssertLessThanOrEqual(shrunk.actions.count, original.actions.count, file: file, line: line)

        let steps = try KeyScript.parse(shrunk.keys)
        let clock = VirtualClock()
        let window = target(bug).makeWindow(clock)
        let frame = HeadlessRunner(app: window, clock: clock, size: size).run(steps)
        // All rows but the status line, whose pass counter counts the frames the fuzzer drew between steps.
        XCTAssertEqual(frame.text.split(separator: "\n").dropLast(), shrunk.frame.split(separator: "\n").dropLast(),
                       "the replay does not end on the failing frame", file: file, line: line)
        let collectionView = try XCTUnwrap((window.visibleViewController as? CollectionViewController)?.collectionView)
        let broken = LayoutInvariants.check(collectionView) + ContentCoverage.check(collectionView)
        XCTAssertTrue(broken.contains { $0.invariant == invariant && $0.method == method },
                      "replaying \(shrunk.keys) does not break \(invariant)", file: file, line: line)
        XCTAssertTrue(fuzzer.replayCommand(for: shrunk).hasPrefix("tcv snapshot planted-\(bug.rawValue) --size 80x24 --keys '"))
    }

    /// The last row is checked without scrolling there: the content check asks the rect query for
    /// rects over the whole content.
    func test_finds_a_rect_query_that_drops_the_last_item_and_shrinks_it() async throws {
        try assertFindsAndShrinks(.dropsLastItem, invariant: .rectQueryCoversContent, method: "layoutAttributesForElements(in:)")
    }

    func test_finds_an_item_query_that_disagrees_with_the_rect_query_and_shrinks_it() async throws {
        try assertFindsAndShrinks(.itemQueryDisagrees, invariant: .itemQueryAgreesWithRectQuery, method: "layoutAttributesForItem(at:)")
    }

    func test_finds_an_index_path_past_the_data_and_shrinks_it() async throws {
        try assertFindsAndShrinks(.indexPathPastData, invariant: .indexPathInData, method: "layoutAttributesForElements(in:)")
    }

    /// A one-item bug far from both ends of a 200-item list is found with the defaults (100 runs of
    /// 40 actions): the rect query is checked over the whole content, not only where sessions scrolled.
    func test_finds_a_rect_query_that_forgets_one_item_in_the_middle_with_the_defaults() async throws {
        let report = Fuzzer(target: target(.dropsOneMiddleItem), size: size, steps: 40).run(seed: 1, runs: 100)
        let shrunk = try XCTUnwrap(report.shrunk, "the fuzzer did not find the forgotten item")
        XCTAssertTrue(shrunk.violations.contains { $0.element == "cell [0,137]" && $0.method == "layoutAttributesForElements(in:)" },
                      shrunk.violations.map(\.description).joined(separator: "\n"))
    }

    func test_the_same_layout_without_the_bug_passes() async {
        let report = Fuzzer(target: target(.none), size: size, steps: 40).run(seed: 1, runs: 10)
        XCTAssertNil(report.shrunk, report.shrunk.map { "\($0.violations) after \($0.keys)" } ?? "")
        XCTAssertEqual(report.runs, 10)
    }

    /// Every demo keeps every invariant through seeded sessions (fixed seed, so a failure repeats),
    /// its own key commands (updates, transitions) among the actions. The budget is large: a loaded
    /// machine must not fail a step on time here (`FrameBudgetTests` checks the mechanism).
    func test_every_demo_passes_seeded_sessions() async {
        for demo in DemoCatalog.all {
            let target = FuzzTarget(name: demo.name) { clock in demo.makeWindow(clock: clock) }
            let fuzzer = Fuzzer(target: target, size: size, steps: 40, budget: FrameBudget(milliseconds: 5000))
            let report = fuzzer.run(seed: 14, runs: 6)
            XCTAssertNil(report.shrunk, "\(demo.name): " + (report.shrunk.map { "\($0.violations) after --keys '\($0.keys)'" } ?? ""))
        }
    }

    /// The controller forgets `reloadItems(at:)` after changing an item: the first `r` leaves [0,0]
    /// (the first visible item, nothing selected) showing v1 where the model has v2; one key replays it.
    func test_finds_a_stale_cell_against_the_reference_model() async throws {
        let target = FuzzTarget(name: "stale", makeModel: { _ in StaleCellModel() }) { clock in
            Window(rootViewController: PlantedStaleCellController(collectionViewLayout: PlantedBugLayout(bug: .none)), clock: clock)
        }
        let report = Fuzzer(target: target, size: size, steps: 40).run(seed: 1, runs: 20)
        let shrunk = try XCTUnwrap(report.shrunk, "the stale cell was not found")
        let violation = try XCTUnwrap(shrunk.violations.first { $0.invariant == .cellsShowModel })
        XCTAssertEqual(violation.method, "collectionView(_:cellForItemAt:)")
        XCTAssertTrue(violation.detail.hasPrefix("shows \"item "), violation.detail)
        XCTAssertEqual(shrunk.actions.count, 1, shrunk.keys)
        XCTAssertTrue(shrunk.keys.hasSuffix("r"), shrunk.keys)
    }

    /// A step whose layout pass goes over the budget is a violation naming the step and, timed alone,
    /// the slowest layout method. The planted `prepare()` sleeps 150 ms once the view is wider than 100
    /// columns; the budget is 100 ms, and the steps before the resize take a few milliseconds at most.
    func test_a_step_over_the_frame_budget_names_the_step_and_the_slow_method() async throws {
        let target = target(.slowPrepareWhenWide)
        let session: [FuzzAction] = [[.key(.character("j"))], [.resize(CellSize(width: 120, height: 30))]]
        let failure = try XCTUnwrap(FuzzSession.play(session, on: target, size: size, budget: FrameBudget(milliseconds: 100)))
        let slow = try XCTUnwrap(failure.violations.first { $0.invariant == .boundedFrameTime }, "\(failure.violations)")
        XCTAssertEqual(slow.element, "step 2 <Resize:120x30>")
        XCTAssertEqual(slow.method, "prepare()")
        XCTAssertEqual(failure.actions.count, 2)
        XCTAssertNil(FuzzSession.play(Array(session.prefix(1)), on: target, size: size, budget: FrameBudget(milliseconds: 100)))
    }

    func test_same_seed_gives_the_same_session() async {
        let generator = SessionGenerator(size: size, taps: true)
        var first = SeededGenerator(seed: 99)
        var second = SeededGenerator(seed: 99)
        XCTAssertEqual(generator.session(steps: 50, using: &first), generator.session(steps: 50, using: &second))
    }
}
