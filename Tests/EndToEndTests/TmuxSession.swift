import Foundation
import TestSupport
import XCTest

/// A detached tmux session running one command on a private tmux server, for driving the real `tcv`
/// binary as a person would: `send-keys`, then read the screen with `capture-pane`.
final class TmuxSession {
    let name: String
    private let socket: String

    /// Starts `command` (run by `sh -c`) in a `width`×`height` terminal with TERM=xterm-256color.
    init(command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        guard Self.isAvailable else {
            throw TmuxError.missing
        }
        name = "tcv\(ProcessInfo.processInfo.processIdentifier)\(Int.random(in: 0..<1_000_000))"
        socket = name
        let exports = environment.map { "export \($0.key)='\($0.value)'; " }.joined()
        try Self.tmux(["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                       "env TERM=xterm-256color sh -c '\(exports)\(command)'"])
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

    /// The visible screen, one string per row.
    func screen() throws -> [String] {
        try Self.tmux(["-L", socket, "capture-pane", "-p", "-t", name]).components(separatedBy: "\n")
    }

    /// Resizes the terminal, as a user dragging the window would.
    func resize(width: Int, height: Int) throws {
        try Self.tmux(["-L", socket, "resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The process id of the program started in the pane (the `sh -c` wrapper's child).
    func programPID(named program: String) throws -> Int32? {
        let shell = try Self.tmux(["-L", socket, "list-panes", "-t", name, "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let output = try Self.run("/usr/bin/pgrep", ["-P", shell, program])
        return Int32(output.split(separator: "\n").first.map(String.init) ?? "")
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
    private static func tmux(_ arguments: [String]) throws -> String {
        try run("/usr/bin/env", ["tmux"] + arguments)
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    enum TmuxError: Error, CustomStringConvertible {
        case missing
        var description: String { "tmux is not installed; run `bash .ci/run`, which installs it, or `apt-get install -y tmux`" }
    }
}
