import Foundation
import XCTest

/// The updates demo in a real terminal (tmux): keys insert, delete and batch with animations that
/// settle, an inconsistent update shows in the status line without ending the program, and its
/// message reaches standard error once the terminal is restored.
final class UpdatesDemoLiveTests: XCTestCase {
    private func statusLine(_ screen: [String]) -> String {
        screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    func test_keys_update_the_demo_and_an_inconsistency_is_shown_then_printed_after_exit() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-updates-\(UUID().uuidString).sh")
        try """
            "\(TCVBinary.path)" demo updates 2>"\(script.path).err"
            echo "exit=$?"
            cat "\(script.path).err"
            echo "end-of-stderr"
            sleep 60
            """.write(to: script, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(command: "sh \(script.path)")
        try tmux.waitForScreen("the updates demo") { $0.joined().contains("Basket 1") && $0.joined().contains("Apple #1") }
        try tmux.send("i")
        try tmux.waitForScreen("the inserted item, settled") { screen in
            self.statusLine(screen).contains("inserted Nectar #12 at 0.1") && screen.joined().contains("║ Nectar #12")
        }
        try tmux.send("d")
        try tmux.waitForScreen("the inserted item deleted again") { screen in
            self.statusLine(screen).contains("deleted Nectar #12")
                && !screen.filter { !$0.hasPrefix("updates│") }.joined().contains("Nectar")
        }
        try tmux.send("x")
        try tmux.waitForScreen("the inconsistency in the status line") { screen in
            self.statusLine(screen).contains("NSInternalInconsistencyException: Invalid update")
        }
        try tmux.send("b")
        try tmux.waitForScreen("the demo still runs: a batch") { self.statusLine($0).contains("batch in section 0") }
        try tmux.send("q")
        // Wait for the marker after the copy of standard error, not for "exit=": the copy comes after it.
        let screen = try tmux.waitForScreen("exit and the message on standard error") { $0.joined().contains("end-of-stderr") }
        let text = screen.joined(separator: "\n")
        XCTAssertTrue(text.contains("exit=0"), text)
        // The message wraps at 80 columns: join the rows without separators to read it whole.
        XCTAssertTrue(screen.joined().contains("NSInternalInconsistencyException: Invalid update: invalid number of items in section 0."), text)
    }
}
