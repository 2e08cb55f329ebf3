import Foundation
import XCTest

/// `tcv run --watch` in a real terminal: a saved edit is rebuilt and shown in place with the scroll
/// offset kept; a compile error shows in the status line over the last good build; Ctrl-C ends it.
final class WatchModeTests: XCTestCase {
    func test_a_saved_edit_shows_in_place_with_the_offset_kept_and_a_compile_error_in_the_status_line() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Waterfall.swift")
        let original = try String(contentsOfFile: LayoutFileTests.waterfall, encoding: .utf8)
        try original.write(to: file, atomically: true, encoding: .utf8)
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
        // The library is built once into the cache without a time limit (minutes in a fresh clone).
        let build = try TCVBinary.run(["snapshot", file.path, "--cells", "--sections", "1"])
        XCTAssertEqual(build.status, 0, build.error)

        let script = folder.appendingPathComponent("run.sh")
        // The trap keeps the shell alive through Ctrl-C (the whole foreground group gets SIGINT).
        try """
            trap ':' INT
            XDG_CACHE_HOME="\(LayoutFileTests.cacheHome.path)" "\(TCVBinary.path)" run --watch "\(file.path)" --cells --sections 1 --items 40
            echo "exit=$?"
            sleep 60
            """.write(to: script, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(command: "sh \(script.path)", width: 80, height: 24)
        try tmux.waitForScreen("the waterfall") { $0.joined().contains("[0,5]") && $0.joined().contains("WaterfallLayout") }
        try tmux.send("jjjjjjjjjj")
        try tmux.waitForScreen("scrolled 10 rows") { Self.statusLine($0).contains("offset 0,10│") }

        try original.replacingOccurrences(of: "var numberOfColumns = 3", with: "var numberOfColumns = 2")
            .write(to: file, atomically: true, encoding: .utf8)
        // Two columns of 40: the rebuilt program, at the same offset.
        let swapped = try tmux.waitForScreen(timeout: 120, "the rebuilt layout") { lines in
            lines.contains { $0.hasPrefix("│") && $0.count >= 41 && Array($0)[40] == "│" && Array($0)[39] == "│" }
        }
        XCTAssertTrue(Self.statusLine(swapped).contains("offset 0,10│"), swapped.joined(separator: "\n"))

        try original.replacingOccurrences(of: "var numberOfColumns = 3", with: "var numberOfColumns = two")
            .write(to: file, atomically: true, encoding: .utf8)
        let failed = try tmux.waitForScreen(timeout: 120, "the compile error") {
            Self.statusLine($0).hasPrefix("✗ Waterfall.swift:14:27: error: cannot find 'two' in scope")
        }
        // The last good build stays on screen above it.
        XCTAssertEqual(failed.prefix(23), swapped.prefix(23))

        try tmux.send("C-c")
        let ended = try tmux.waitForScreen("exit") { $0.joined().contains("exit=") }
        XCTAssertTrue(ended.joined().contains("exit=130"), ended.joined(separator: "\n"))
    }

    /// The bottom row of a 24-row screen.
    private static func statusLine(_ screen: [String]) -> String { screen.count > 23 ? screen[23] : "" }
}
