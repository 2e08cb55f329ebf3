import Foundation
@testable import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// The program's side of `tcv run --watch`: the screen saved by the program that makes way is the
/// screen the rebuilt one shows on its first frame; notices show first in the status line.
@MainActor
final class WatchedProgramTests: XCTestCase {
    private var statePath: String!

    override func setUp() async throws {
        statePath = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).json").path
    }

    override func tearDown() async throws {
        for path in [statePath!, WatchedProgramFiles.noticePath(forState: statePath)] {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// A rebuilt program's screen: a fresh window of `items` items, run under `WatchedProgram`.
    private func rebuilt(items: Int) -> (window: Window, program: WatchedProgram, runner: HeadlessRunner) {
        let clock = VirtualClock()
        let window = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: items, clock: clock)
        let program = WatchedProgram(app: window, window: window, statePath: statePath)
        return (window, program, HeadlessRunner(app: program, clock: clock, size: CellSize(width: 40, height: 10)))
    }

    func test_the_rebuilt_program_starts_at_the_saved_offset_with_the_saved_selection() async throws {
        let clock = VirtualClock()
        let old = LayoutRunnerFixture.window(layout: LayoutRunnerFixture.flowLayout(), items: 100, clock: clock)
        let runner = HeadlessRunner(app: old, clock: clock, size: CellSize(width: 40, height: 10))
        _ = runner.run(try KeyScript.parse("jjjjj<Wait:500>"))
        old.collectionView.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
        WatchedProgram(app: old, window: old, statePath: statePath).saveState()

        let (window, _, next) = rebuilt(items: 100)
        let frame = next.run([])
        XCTAssertEqual(window.collectionView.contentOffset, CGPoint(x: 0, y: 5))
        XCTAssertEqual(window.collectionView.indexPathsForSelectedItems, [IndexPath(item: 9, section: 0)])
        // The first frame is drawn from there: the same screen as the old program's (counters aside).
        XCTAssertEqual(StyledFrame.text(frame).components(separatedBy: "\n").filter { !$0.contains("passes") },
                       StyledFrame.text(runner.frame()).components(separatedBy: "\n").filter { !$0.contains("passes") })
    }

    func test_an_offset_past_the_rebuilt_content_is_kept_within_it_and_gone_items_are_not_selected() async throws {
        let saved = WatchedScreenState(contentOffset: [0, 150], selected: [[0, 90], [0, 2]], focused: nil)
        saved.save(to: statePath)
        // 20 items of 3 rows in rows of 4: content 15 tall, 9 rows of view above the status line.
        let (window, _, next) = rebuilt(items: 20)
        _ = next.run([])
        XCTAssertEqual(window.collectionView.contentOffset, CGPoint(x: 0, y: 15 - 9))
        XCTAssertEqual(window.collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
    }

    func test_a_notice_shows_first_in_the_status_line_until_an_empty_one_clears_it() async throws {
        let (_, program, next) = rebuilt(items: 8)
        try "✗ Waterfall.swift:14:27: error: cannot find 'two' in scope\n".write(
            toFile: WatchedProgramFiles.noticePath(forState: statePath), atomically: true, encoding: .utf8)
        program.readNotice()
        XCTAssertEqual(next.run([]).textLines()[9], "✗ Waterfall.swift:14:27: error: cannot …")
        try "".write(toFile: WatchedProgramFiles.noticePath(forState: statePath), atomically: true, encoding: .utf8)
        program.readNotice()
        XCTAssertTrue(next.frame().textLines()[9].hasPrefix("fixture│"))
    }
}
