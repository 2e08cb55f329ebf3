import Foundation
import TestSupport
import XCTest

/// A detached tmux session running one command on a private tmux server, for driving the real `tcv`
/// binary as a person would: `send-keys`, then read the screen with `capture-pane`.
final class TmuxSession {
    let name: String
    private let socket: String

    /// Starts `command` (run by `sh -c`) in a `width`×`height` terminal with TERM=xterm-256color.
    init(command: String, width: Int = 80, height: Int = 24) throws {
        guard Self.isAvailable else {
            throw TmuxError.missing
        }
        name = "tcv\(ProcessInfo.processInfo.processIdentifier)\(Int.random(in: 0..<1_000_000))"
        socket = name
        // -u: tmux replaces wide characters with "_" unless it believes the terminal is UTF-8.
        // new-session starts the tmux server, which would inherit captured output: give it none.
        try Self.tmux(detached: true, ["-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                       "env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 sh -c '\(command)'"])
        try Self.tmux(["-L", socket, "set-option", "-t", name, "remain-on-exit", "on"])
    }

    deinit {
        _ = try? Self.tmux(["-L", socket, "kill-server"])
    }

    /// Whether tmux is installed (`.ci/run` installs it).
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
    }

    /// Types keys; names like `Down`, `PageDown`, `C-c` and plain text are tmux key names.
    func send(_ keys: String...) throws {
        try Self.tmux(["-L", socket, "send-keys", "-t", name] + keys)
    }

    /// Types `text` as it is (`send-keys -l`): raw bytes such as a terminal's mouse reports.
    func sendLiteral(_ text: String) throws {
        try Self.tmux(["-L", socket, "send-keys", "-t", name, "-l", text])
    }

    /// A tmux format variable of the pane (`display-message -p`), e.g. `mouse_button_flag`.
    func paneFormat(_ variable: String) throws -> String {
        try Self.tmux(["-L", socket, "display-message", "-p", "-t", name, "#{\(variable)}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The visible screen, one string per row.
    func screen() throws -> [String] {
        try Self.tmux(["-L", socket, "capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
    }

    /// Resizes the terminal, as a user dragging the window would.
    func resize(width: Int, height: Int) throws {
        try Self.tmux(["-L", socket, "resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The newest process whose command line contains `pattern`.
    func newestProcess(matching pattern: String) throws -> Int32? {
        Int32(try ChildProcess.run("pgrep", ["-n", "-f", pattern]).output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits until the screen satisfies `condition` (polling, 10 s by default); returns the last screen.
    @discardableResult
    func waitForScreen(timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
                       _ description: String, _ condition: ([String]) -> Bool) throws -> [String] {
        var last: [String] = []
        let satisfied = try waitUntil(timeout: timeout) {
            last = try screen()
            return condition(last)
        }
        if !satisfied {
            XCTFail("timed out waiting for \(description); screen was:\n\(last.joined(separator: "\n"))", file: file, line: line)
        }
        return last
    }

    @discardableResult
    private static func tmux(detached: Bool = false, _ arguments: [String]) throws -> String {
        try ChildProcess.run("tmux", arguments, captureOutput: !detached).output
    }

    enum TmuxError: Error, CustomStringConvertible {
        case missing
        var description: String { "tmux is not installed; run `bash .ci/run`, which installs it, or `apt-get install -y tmux`" }
    }
}
