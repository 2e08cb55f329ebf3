import Foundation
import XCTest

/// `tcv snapshot` draws the presenter chrome of `tcv demo` (the same option group), headless.
final class SnapshotPresentationTests: XCTestCase {
    private func rows(_ arguments: [String]) throws -> [String] {
        let result = try TCVBinary.run(["snapshot", "flow", "--size", "40x8"] + arguments)
        XCTAssertEqual(result.status, 0, result.error)
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func test_present_shows_the_keys_in_a_badge_above_the_status_line() throws {
        let rows = try rows(["--present", "--keys", "jj"])
        // The badge " j j " ends one column before the right edge, on the row above the status line.
        XCTAssertTrue(rows[6].hasSuffix(" j j  "), rows[6])
        XCTAssertTrue(rows[7].hasPrefix("flow│offset 0,2"), rows[7])
        XCTAssertFalse(try self.rows(["--keys", "jj"])[6].contains(" j j "), "no badge without --present")
    }

    func test_hide_status_gives_the_status_row_to_the_collection_view() throws {
        let rows = try rows(["--hide-status", "--keys", "jj"])
        XCTAssertEqual(rows.count, 8)
        XCTAssertFalse(rows.contains { $0.hasPrefix("flow│") }, rows.joined(separator: "\n"))
    }

    func test_a_script_caption_shows_in_the_banner() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: script) }
        try "> Hello, flow\nj\n".write(to: script, atomically: true, encoding: .utf8)
        let rows = try rows(["--script", script.path, "--keys", "<Space>"])
        // Centred: (40 − 11) / 2 = 14 columns before the caption, the other 15 after it.
        XCTAssertEqual(rows[0], String(repeating: " ", count: 14) + "Hello, flow" + String(repeating: " ", count: 15))
    }

    /// Layout files take the presenter flags too (`LayoutFileTests` shows the badge and the caption); a
    /// script tcv cannot read is its one-line error before the program starts.
    func test_a_layout_files_unreadable_script_is_one_line() throws {
        let result = try TCVBinary.run(["snapshot", LayoutFileTests.waterfall, "--cells", "--script", "/nonexistent/script.txt"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "tcv: error: cannot read --script \"/nonexistent/script.txt\"\n")
    }
}
