import Foundation
import XCTest

/// A real UIKit file in points, through the real binary with no option: the phone's 393 points fill
/// the terminal's width. At 100 columns a column is 3.93 points and a row (a cell twice as tall as
/// wide) 7.86. The sample `Examples/Layouts/PhotoGridController.swift` lays out squares of (393 − 4) / 3 = 129.67 points with
/// 2-point gaps under a 60-point album header.
final class PointsAndCellsTests: XCTestCase {
    private let grid = LayoutFileTests.packageRoot.appendingPathComponent("Examples/Layouts/PhotoGridController.swift").path

    override class func setUp() {
        super.setUp()
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
    }

    private func snapshot(_ options: [String]) throws -> [String] {
        let result = try TCVBinary.run(["snapshot", grid, "--size", "100x30"] + options)
        XCTAssertEqual(result.status, 0, result.error)
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The header is 60 / 7.86 = 7.63 → rows 0 … 7, leaving the rest for photos. Photo 0-0 spans
    /// columns 0 … 129.67 / 3.93 = 32.99 → 33 and rows 8 … 189.67 / 7.86 = 24.13 → 24: 33 columns by
    /// 16 rows, square on a 1:2 cell; 0-1 starts at 131.67 / 3.93 = 33.5 → column 34 (the 2-point gap
    /// is a column) and ends at 261.33 / 3.93 = 66.497 → 66; 0-2 from 67.006 → 67 to 100.
    func test_a_grid_of_square_photos_is_square_on_screen_at_100x30_with_no_option() throws {
        let lines = try snapshot([])
        XCTAssertEqual(lines[7], "┗" + String(repeating: "━", count: 98) + "┛")
        let top = "┌" + String(repeating: "─", count: 31) + "┐ ┌" + String(repeating: "─", count: 30) + "┐ ┌"
            + String(repeating: "─", count: 31) + "┐"
        XCTAssertEqual(lines[8], top)
        XCTAssertEqual(lines[15].prefix(8), "│ 0-0   ")
        XCTAssertEqual(lines[23], top.replacingOccurrences(of: "┌", with: "└").replacingOccurrences(of: "┐", with: "┘"))
        XCTAssertEqual(lines[24], top)
        XCTAssertTrue(lines[29].hasPrefix("Photos│offset 0,0│size 393x1754│"), lines[29])
    }

    /// An iPad's 1032 points across the same 100 columns: 10.32 a column, 20.64 a row; the header is
    /// 60 / 20.64 = 2.9 → 3 rows and the photos (1028 / 3 = 342.67 points) 33 columns by
    /// (60 + 342.67) / 20.64 = 19.5 → 20 − 3 = 17 rows.
    func test_another_device_maps_its_own_width_onto_the_terminal() throws {
        let lines = try snapshot(["--device", "ipad-pro-13"])
        XCTAssertTrue(lines[2].hasPrefix("┗━"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("┌" + String(repeating: "─", count: 31) + "┐"), lines[3])
        XCTAssertTrue(lines[19].hasPrefix("└"), lines[19])
        XCTAssertTrue(lines[29].hasPrefix("Photos│offset 0,0│size 1032x"), lines[29])
    }

    /// A layout that reads `UIScreen.main.bounds` in its `init()` (before any window has a size) sees
    /// the screen it is shown on: 393 points, so its items are 393 − 32 = 361 wide within 16-point
    /// insets — 361 / 3.93 = 91.9 columns from column 16 / 3.93 = 4.07 → 4 to 377 / 3.93 = 95.9 → 96.
    func test_a_layout_sizing_its_items_from_the_screen_in_init_sees_the_screen() throws {
        let file = LayoutFileTests.fixtures.appendingPathComponent("ScreenWideLayout.swift").path
        let result = try TCVBinary.run(["snapshot", file, "--size", "100x12", "--sections", "1", "--items", "3"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "", "no \"negative or zero item size\" from a zero screen")
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], String(repeating: " ", count: 4) + "┌" + String(repeating: "─", count: 90) + "┐" + "    ")
    }

    /// `--cells` keeps one point per cell, for layouts written for the terminal: the same file's
    /// 60-point header then takes 60 rows, the whole screen.
    func test_cells_keeps_one_point_per_cell() throws {
        let lines = try snapshot(["--cells"])
        XCTAssertTrue(lines[28].hasPrefix("┃"), lines[28])
        XCTAssertTrue(lines[29].hasPrefix("Photos│offset 0,0│size 100x"), lines[29])
    }

    func test_an_unknown_device_or_a_contradiction_is_one_line_naming_the_choices() throws {
        let unknown = try TCVBinary.run(["snapshot", grid, "--device", "iphone-99"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.error, "tcv: error: unknown --device \"iphone-99\": choose one of iphone-se, iphone-16, "
                       + "iphone-16-pro, iphone-16-pro-max, ipad-mini, ipad-air-11, ipad-pro-13\n")
        let both = try TCVBinary.run(["snapshot", grid, "--cells", "--device", "iphone-se"])
        XCTAssertEqual(both.status, 1)
        XCTAssertEqual(both.error, "tcv: error: --cells and --device contradict each other: choose one\n")
        let aspect = try TCVBinary.run(["snapshot", grid, "--cell-aspect", "0"])
        XCTAssertEqual(aspect.status, 1)
        XCTAssertTrue(aspect.error.hasPrefix("tcv: error: invalid --cell-aspect 0.0: "), aspect.error)
        let demo = try TCVBinary.run(["snapshot", "flow", "--device", "iphone-se"])
        XCTAssertEqual(demo.status, 1)
        XCTAssertTrue(demo.error.contains("--device applies to .swift layout files"), demo.error)
    }

    /// Live in tmux at 100×30, with the mouse as xterm reports it (SGR, 1-based cells). A drag from
    /// cell (10, 12) — point (41.3, 98.3), photo 0-0 — to cell (80, 20) — point (316.4, 161.2), the
    /// third photo's place — moves 0-0 to 2. A click on cell (50, 15) — point (198.5, 121.8), the
    /// second photo, now 0-2 — selects it. `j` scrolls one row of points (7.86), a wheel notch three
    /// more (23.58): offset 31.44, shown as 31.4.
    func test_keys_wheel_clicks_and_drags_land_in_points_live() throws {
        let build = try TCVBinary.run(["snapshot", grid])
        XCTAssertEqual(build.status, 0, build.error)
        let tmux = try TmuxSession(command: "XDG_CACHE_HOME=\"\(LayoutFileTests.cacheHome.path)\" \"\(TCVBinary.path)\" run \"\(grid)\"",
                                   width: 100, height: 30)
        try tmux.waitForScreen("the grid") { $0.joined().contains("Photos│offset 0,0│size 393x1754") }
        try tmux.sendLiteral("\u{1B}[<0;11;13M")
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.sendLiteral("\u{1B}[<32;50;16M")
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.sendLiteral("\u{1B}[<32;81;21M")
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.sendLiteral("\u{1B}[<0;81;21m")
        try tmux.waitForScreen("0-0 dropped at 2") { $0.joined(separator: "\n").contains("\nMoved 0-0 to 2│") }
        try tmux.sendLiteral("\u{1B}[<0;51;16M")
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.sendLiteral("\u{1B}[<0;51;16m")
        try tmux.waitForScreen("the second photo selected") { $0.joined(separator: "\n").contains("\nPhoto 0-2│") }
        try tmux.send("j")
        try tmux.waitForScreen("one row of points down") { $0.joined().contains("│offset 0,7.9│") }
        try tmux.sendLiteral("\u{1B}[<65;51;16M")
        try tmux.waitForScreen("three rows more") { $0.joined().contains("│offset 0,31.4│") }
        try tmux.send("q")
        try tmux.waitForScreen("tcv ended") { _ in (try? tmux.paneFormat("pane_dead")) == "1" }
    }
}
