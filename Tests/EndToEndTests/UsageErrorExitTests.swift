import Foundation
import XCTest

/// A usage error in the user's code (a cell dequeued with an identifier never registered: UIKit
/// raises) stops `tcv` with status 1 and one line naming the cause and the fix. The library itself
/// never ends the process: it goes on with its fallback and the program decides — headless after the
/// frame is out (nothing lost), live after the terminal is restored.
final class UsageErrorExitTests: XCTestCase {
    private let file = LayoutFileTests.fixtures.appendingPathComponent("UnregisteredCellController.swift").path
    private let message = "tcv: error: could not dequeue a cell with reuse identifier \"Photo\": it is not registered "
        + "(registered for this kind: \"Cell\"); call register(_:for…ReuseIdentifier:) with \"Photo\" first "
        + "(a storyboard's or nib's prototype cells are not read here: register the class in code)\n"

    override func setUp() {
        super.setUp()
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
    }

    func test_a_snapshot_prints_its_frame_then_the_error_once_and_exits_1() throws {
        let result = try TCVBinary.run(["snapshot", file, "--cells", "--size", "40x6"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, message, "one line, once, though three cells failed to dequeue")
        XCTAssertTrue(result.output.contains("UnregisteredCellController"), result.output)
    }

    func test_live_the_terminal_is_restored_before_the_error_and_the_status_is_1() throws {
        let build = try TCVBinary.run(["snapshot", file, "--cells", "--size", "40x6"])
        XCTAssertEqual(build.status, 1, build.error)
        let tmux = try TmuxSession(command: "XDG_CACHE_HOME=\"\(LayoutFileTests.cacheHome.path)\" \"\(TCVBinary.path)\" "
                                       + "run \"\(file)\" --cells; echo exit=$?; sleep 60", width: 200, height: 24)
        let screen = try tmux.waitForScreen("the error after the restore") { $0.joined().contains("exit=") }
        // The line wraps at 200 columns: the rows joined without separators read it whole.
        XCTAssertTrue(screen.joined().contains(message.dropLast() + "exit=1"), screen.joined(separator: "\n"))
        XCTAssertEqual(try tmux.paneFormat("alternate_on"), "0")
    }
}
