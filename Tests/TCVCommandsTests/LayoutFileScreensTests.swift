import Foundation
import LayoutRunner
import TCVCommands
import TermCollectionView
import XCTest

/// The program `tcv run` builds runs tcv's own command tree on the arguments tcv passes on, with the
/// user's screen as its catalog. These run that tree in this process, as the generated `main.swift`
/// does, without compiling anything: the same parser, the same modes.
@MainActor
final class LayoutFileScreensTests: XCTestCase {
    /// A flow layout of 11×3 items, 2 apart, rows 1 apart: on 24 columns two items a row, at x 0 and
    /// 24 − 11 = 13 (the line's leftover space goes between them); rows at y 0 and 3 + 1 = 4.
    private func gridScreens() -> LayoutFileScreens {
        LayoutFileScreens(title: "Grid", makeLayout: {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 11, height: 3)
            layout.minimumInteritemSpacing = 2
            layout.minimumLineSpacing = 1
            return (layout, [])
        })
    }

    func test_snapshot_of_a_file_draws_the_generated_data_with_the_typed_options() async throws {
        let (status, output) = try capturingStandardOutput {
            TCVCommandLine.run(["snapshot", "Grid.swift", "--cells", "--size", "24x6", "--sections", "1", "--items", "4"],
                               screens: gridScreens())
        }
        XCTAssertEqual(status, 0)
        let rows = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(rows.prefix(5)), [
            "┌─────────┐  ┌─────────┐",
            "│ [0,0]   │  │ [0,1]   │",
            "└─────────┘  └─────────┘",
            String(repeating: " ", count: 24),
            "┌─────────┐  ┌─────────┐",
        ])
        XCTAssertTrue(rows[5].hasPrefix("Grid│offset 0,0"), rows[5])
    }

    /// `--progress` is what tcv adds to watch the program: a line per key-script step, written
    /// before the step is played, so a crash or hang is placed at its step.
    func test_snapshot_reports_each_step_to_the_progress_file() async throws {
        let progress = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: progress) }
        let (status, _) = try capturingStandardOutput {
            TCVCommandLine.run(["snapshot", "Grid.swift", "--cells", "--size", "24x6", "--keys", "j<Wait:50>",
                                "--progress", progress.path], screens: gridScreens())
        }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(errorLines, [])
        XCTAssertEqual(try String(contentsOf: progress, encoding: .utf8), "session -\naction j\naction <Wait:50>\n")
    }

    /// The program shows only its files: a demo's name is one line naming what it shows, status 1.
    func test_a_name_that_is_not_a_file_is_refused_with_one_line() async throws {
        let (status, output) = try capturingStandardOutput {
            TCVCommandLine.run(["snapshot", "flow", "--size", "24x6"], screens: gridScreens())
        }
        XCTAssertEqual(status, 1)
        XCTAssertEqual(output, "")
        XCTAssertEqual(errorLines, [#"tcv: error: this program shows Grid from its files; name a .swift file, not "flow""#])
    }

    /// The options are checked by the same parser tcv uses: a bad size is the same one line.
    func test_bad_options_stop_before_the_screen_is_made() async throws {
        var made = 0
        let screens = LayoutFileScreens(title: "Counted", makeLayout: {
            MainActor.assumeIsolated { made += 1 }
            return (CollectionViewFlowLayout(), [])
        })
        let (status, _) = try capturingStandardOutput {
            TCVCommandLine.run(["snapshot", "Grid.swift", "--size", "3x3"], screens: screens)
        }
        XCTAssertEqual(status, 1)
        XCTAssertEqual(made, 0)
        XCTAssertEqual(errorLines, [#"tcv: error: invalid --size "3x3": expected COLSxROWS with COLS 10–1000 and ROWS 3–1000, e.g. 80x24"#])
    }

    /// Runs `body` with file descriptors 1 and 2 sent to files; returns its status and what it wrote
    /// to standard output (standard error's lines go to `errorLines`).
    private func capturingStandardOutput(_ body: () -> Int32) throws -> (Int32, String) {
        let folder = FileManager.default.temporaryDirectory
        let outputURL = folder.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        let errorURL = folder.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        fflush(nil)
        let saved = (dup(1), dup(2))
        for (descriptor, url) in [(Int32(1), outputURL), (2, errorURL)] {
            let file = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            XCTAssertGreaterThanOrEqual(file, 0)
            dup2(file, descriptor)
            close(file)
        }
        let status = body()
        fflush(nil)
        dup2(saved.0, 1)
        dup2(saved.1, 2)
        close(saved.0)
        close(saved.1)
        errorLines = try String(contentsOf: errorURL, encoding: .utf8).split(separator: "\n").map(String.init)
        return (status, try String(contentsOf: outputURL, encoding: .utf8))
    }

    /// What the last `capturingStandardOutput` wrote to standard error, a line each.
    private var errorLines: [String] = []
}
