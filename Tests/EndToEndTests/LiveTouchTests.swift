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
}
