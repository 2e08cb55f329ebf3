import Foundation
import LayoutQA
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// The generated controller's update keys, and `tcv fuzz FILE.swift`'s reference model of them.
@MainActor
final class GeneratedControllerUpdatesTests: DiagnosticsRecordingTestCase {

    /// Four 10×3 cells to a 40-column row (`LayoutRunnerFixture`). With nothing selected the focused
    /// item is the first visible one, [0,0]: `a` inserts `new 1` after it at [0,1]; `b` then deletes
    /// [0,0], inserts `new 2` at the front, moves the last item ([0,5] of the six) to [0,1] and reloads
    /// the first item left ([0,1], `new 1`): new 2, [0,4], new 1 ↻1, [0,1], [0,2], [0,3].
    func test_update_keys_change_the_data_and_the_cells_follow() async throws {
        let clock = VirtualClock()
        let window = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 5, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 40, height: 7))
        let frame = runner.run([.key(.character("a")), .key(.character("b")), .wait(milliseconds: 1000)])
        XCTAssertEqual(Array(frame.textLines().prefix(6)), [
            "┌────────┐┌────────┐┌────────┐┌────────┐",
            "│ new 2  ││ [0,4]  ││ new 1… ││ [0,1]  │",
            "└────────┘└────────┘└────────┘└────────┘",
            "┌────────┐┌────────┐                    ",
            "│ [0,2]  ││ [0,3]  │                    ",
            "└────────┘└────────┘                    ",
        ])
        let controller = try XCTUnwrap(window.rootViewController as? IndexPathViewController)
        XCTAssertEqual(controller.data.labels, [["new 2", "[0,4]", "new 1 ↻1", "[0,1]", "[0,2]", "[0,3]"]])
    }

    /// Seeded sessions on the generated controller, its update keys among the actions: after every
    /// step the cells show the reference model's items, and every other invariant holds.
    func test_fuzzing_the_generated_controller_with_updates_keeps_the_model() async {
        let target = FuzzTarget(name: "Grid.swift", makeModel: IndexPathReferenceModel.model(for:)) { clock in
            LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), sections: 2, items: 12, clock: clock)
        }
        let report = Fuzzer(target: target, size: CellSize(width: 40, height: 12), steps: 40,
                            budget: FrameBudget(milliseconds: 5000)).run(seed: 5, runs: 12)
        XCTAssertNil(report.shrunk, report.shrunk.map { "\($0.violations) after --keys '\($0.keys)'" } ?? "")
        XCTAssertEqual(report.runs, 12)
    }
}
