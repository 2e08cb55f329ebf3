import Foundation
import XCTest

/// Touches pressed live in the real binary (tmux): in the flow demo the arrows move a focus (heavy
/// border), Enter selects as a tap (double border, "selected …" in the status line), `s` switches on
/// multiple selection, `+` widens the items (the layout parameter changes live), `m` + arrows + Enter
/// move a word, and `e` opens the edit menu.
final class LiveTouchTests: XCTestCase {
    private func statusLine(_ screen: [String]) -> String {
        screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    func test_flow_demo_focus_select_multiple_selection_and_resize_with_keys() throws {
        let tmux = try TmuxSession(command: "\(TCVBinary.path) demo flow", width: 80, height: 24)
        try tmux.waitForScreen("the flow demo") { $0.joined().contains("김치") }
        try tmux.send("Down", "Right", "Down")
        try tmux.waitForScreen("the focus halo on 냉면") { screen in
            screen.contains { $0.contains("┃ 냉면") }
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("냉면 selected") { self.statusLine($0).contains("selected 냉면") }
        try tmux.send("s", "Right", "Enter")
        try tmux.waitForScreen("two selected") { self.statusLine($0).contains("selected 잡채 (2 selected)") }
        let screen = try tmux.waitForScreen("냉면 double-bordered") { screen in
            screen.contains { $0.contains("║ 냉면") }
        }
        XCTAssertTrue(screen.contains { $0.contains("┃ 잡채") }, "the focus stays on 잡채:\n\(screen.joined(separator: "\n"))")
        try tmux.send("+", "+")
        try tmux.waitForScreen("wider items") { self.statusLine($0).contains("item width 20") }
        try tmux.send("m")
        try tmux.waitForScreen("잡채 picked up") { self.statusLine($0).contains("moving 잡채") }
        try tmux.send("Right", "Enter")
        try tmux.waitForScreen("잡채 dropped one place later") { self.statusLine($0).contains("moved 잡채 to 8") }
        try tmux.send("e")
        try tmux.waitForScreen("the edit menu") { $0.joined().contains("║ Copy") }
        try tmux.send("Down", "Enter")
        try tmux.waitForScreen("copied") { self.statusLine($0).contains("copy 잡채") }
        try tmux.send("q")
    }

    /// The mouse live: xterm's SGR reports (`ESC [ < b ; x ; y M`/`m`, 1-based cells) typed into the
    /// pane. tcv turns on button-event tracking (mode 1002, tmux's `mouse_button_flag`) and off at exit.
    /// A right press on 비빔밥 (column 25, row 4; 26;5 1-based) opens its menu; a left press there, motion
    /// with the button held (b = 32) onto 떡볶이 (column 65) and the release drop it at place 4.
    func test_flow_demo_right_click_menu_and_mouse_drag_move() throws {
        let tmux = try TmuxSession(command: "\(TCVBinary.path) demo flow", width: 80, height: 24)
        try tmux.waitForScreen("the flow demo") { $0.joined().contains("김치") }
        XCTAssertEqual(try tmux.paneFormat("mouse_button_flag"), "1", "mode 1002 is on")
        // Each report is typed on its own, spaced as a hand spaces them: of several reports read at once,
        // ncurses 6.4 (mouseinterval 0) hands getmouse only the last (a press and release typed in one
        // send-keys arrive as the release alone).
        try tmux.sendLiteral("\u{1B}[<2;26;5M")
        try tmux.waitForScreen("비빔밥's edit menu") { $0.joined().contains("║ Cut") }
        try tmux.sendLiteral("\u{1B}[<2;26;5m")
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu closed") { !$0.joined().contains("║ Cut") }
        try tmux.sendLiteral("\u{1B}[<0;26;5M")
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.sendLiteral("\u{1B}[<32;46;5M")
        try tmux.waitForScreen("비빔밥 picked up, 불고기 makes room") { $0.count > 4 && $0[4].contains("김치         │     │ 불고기") }
        try tmux.sendLiteral("\u{1B}[<32;66;5M")
        try tmux.waitForScreen("비빔밥 follows the pointer past 떡볶이") { $0.count > 4 && $0[4].contains("떡볶이       ││ 비빔밥") }
        try tmux.sendLiteral("\u{1B}[<0;66;5m")
        try tmux.waitForScreen("비빔밥 dropped at place 4") { self.statusLine($0).contains("moved 비빔밥 to 4") }
        try tmux.send("q")
        try tmux.waitForScreen("tcv ended") { _ in (try? tmux.paneFormat("pane_dead")) == "1" }
        XCTAssertEqual(try tmux.paneFormat("mouse_button_flag"), "0", "mode 1002 is off again")
    }
}
