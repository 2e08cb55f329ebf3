import Foundation
import XCTest

/// The modern demo in a real terminal (tmux): an adaptive compositional layout changes its columns
/// when the terminal is resized, because the section provider is asked again with the new size class.
final class ModernLiveTests: XCTestCase {
    func test_resizing_the_terminal_changes_the_adaptive_sections_columns() throws {
        let tmux = try TmuxSession(command: "\"\(TCVBinary.path)\" demo modern", width: 80, height: 24)
        try tmux.waitForScreen("the grid") { $0.joined().contains("fractionalWidth(0.2)") }
        try tmux.send("5")
        // Compact (80 columns): the list section is one column, 6 rows of 3 → the 5-column grid
        // starts at row 19 with items 1.0 … 1.4 on one line.
        try tmux.waitForScreen("five columns at 80 wide") { screen in
            screen.contains { $0.contains("1.0") && $0.contains("1.4") } && !screen.contains { $0.contains("1.0") && $0.contains("1.5") }
        }
        try tmux.resize(width: 120, height: 24)
        // Regular (120 columns): twice the columns; 1.0 … 1.9 share a line.
        try tmux.waitForScreen("ten columns at 120 wide") { screen in
            screen.contains { $0.contains("1.0") && $0.contains("1.9") }
        }
        try tmux.resize(width: 80, height: 24)
        try tmux.waitForScreen("five columns again") { screen in
            screen.contains { $0.contains("1.0") && $0.contains("1.4") } && !screen.contains { $0.contains("1.0") && $0.contains("1.9") }
        }
        try tmux.send("q")
    }
}

/// An orthogonal section scrolled sideways in a real terminal rests where UIKit's `.paging` rests.
final class ModernOrthogonalLiveTests: XCTestCase {
    func test_right_arrow_scrolls_the_paging_section_which_rests_on_the_next_page() throws {
        let tmux = try TmuxSession(command: "\"\(TCVBinary.path)\" demo modern", width: 80, height: 24)
        try tmux.waitForScreen("the grid") { $0.joined().contains("fractionalWidth(0.2)") }
        try tmux.send("o")
        try tmux.waitForScreen("the orthogonal screen") { $0.joined().contains(".groupPagingCentered") }
        // Without focus, → scrolls the orthogonal section nearest the vertical middle: `.paging`
        // (rows 8–11 of 23). Two columns, then the drag ends and the section pages on by the visible
        // width, 80: groups are 0.3·78 = 23.4 wide, 24.4 apart, so items 2.4…2.6 show, 2.0 is gone.
        try tmux.send("Right", "Right")
        try tmux.waitForScreen("the paging section on page 2") { screen in
            screen.contains { $0.contains("2.4") && $0.contains("2.6") } && !screen.contains { $0.contains("2.0") }
        }
        // The other sections did not move, and neither did the collection view.
        let screen = try tmux.screen()
        XCTAssertTrue(screen.contains { $0.contains(" 0 ") && $0.contains(" 1 ") }, screen.joined(separator: "\n"))
        XCTAssertTrue(screen.contains { $0.contains("1.0") && $0.contains("1.1") }, screen.joined(separator: "\n"))
        try tmux.send("q")
    }
}
