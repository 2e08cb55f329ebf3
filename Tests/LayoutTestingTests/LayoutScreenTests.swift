import Foundation
import LayoutTesting
import TermCanvas
import TermCollectionView
import XCTest

/// The screen a user's test drives: the layout with `tcv run`'s generated data, keys, frames and
/// UIKit's invariants.
@MainActor
final class LayoutScreenTests: XCTestCase {
    private func rows(forgetting item: IndexPath? = nil) -> LayoutUnderTest {
        .layout(sections: 1, items: 12, screenScaling: .cells) {
            let layout = StackedRowsLayout()
            layout.forgottenItem = item
            return layout
        }
    }

    func test_the_first_frame_is_the_golden_one_tcv_snapshot_prints() async {
        let screen = LayoutScreen(rows(), size: CellSize(width: 24, height: 8))
        XCTAssertEqual(screen.size, CellSize(width: 24, height: 8))
        assertFrame(screen, named: "rows-first")
    }

    func test_keys_scroll_as_in_tcv_snapshot_in_points() async throws {
        let screen = LayoutScreen(rows(), size: CellSize(width: 24, height: 8))
        try screen.press("jj")
        // Two rows of one point each at .cells scaling; no layout snapping.
        XCTAssertEqual(screen.collectionView?.contentOffset, CGPoint(x: 0, y: 2))
        try screen.press("G<Wait:500>")
        // 12 rows of 3 points; 7 rows of view above the status line.
        XCTAssertEqual(screen.collectionView?.contentOffset, CGPoint(x: 0, y: 36 - 7))
        assertFrame(screen, named: "rows-bottom", styled: true)
    }

    func test_an_unknown_key_token_throws_naming_it() async {
        let screen = LayoutScreen(rows(), size: CellSize(width: 24, height: 8))
        XCTAssertThrowsError(try screen.press("<Nope>")) { error in
            XCTAssertTrue("\(error)".contains("unknown key token <Nope>"), "\(error)")
        }
    }

    func test_a_healthy_layout_breaks_no_invariant_anywhere_in_the_content() async throws {
        let screen = LayoutScreen(rows(), size: CellSize(width: 24, height: 8))
        XCTAssertEqual(screen.invariantViolations(), [])
        try screen.press("jjjjjj")
        XCTAssertEqual(screen.invariantViolations(), [])
    }

    func test_an_item_the_rect_query_forgets_is_found_even_off_screen() async {
        // Item 9 sits at y 27…30, far below the first screen; the sampled content check finds it.
        let screen = LayoutScreen(rows(forgetting: IndexPath(item: 9, section: 0)), size: CellSize(width: 24, height: 8))
        let violations = screen.invariantViolations()
        XCTAssertEqual(Set(violations.map(\.invariant)), [.rectQueryCoversContent])
        XCTAssertTrue(violations.allSatisfy { $0.element == "cell [0,9]" }, "\(violations)")
    }

    func test_fuzzing_finds_the_forgotten_item_and_its_keys_replay_it() async throws {
        let subject = rows(forgetting: IndexPath(item: 4, section: 0))
        let result = FuzzCheck(subject, size: CellSize(width: 24, height: 8), steps: 10).run(seed: 3, runs: 5)
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(result.failingSeed, 3)
        XCTAssertTrue(result.message?.contains(".press(\"\(failure.keys)\")") == true, result.message ?? "")
        let replay = LayoutScreen(subject, size: failure.size)
        try replay.press(failure.keys)
        XCTAssertFalse(replay.invariantViolations().isEmpty)
    }

    func test_fuzzing_a_healthy_layout_passes_and_covers_the_content() async {
        let result = FuzzCheck(rows(), size: CellSize(width: 24, height: 8), steps: 10).run(seed: 1, runs: 3)
        XCTAssertNil(result.failure)
        XCTAssertEqual(result.runs, 3)
        XCTAssertGreaterThan(result.coverage, 0.5)
    }
}
