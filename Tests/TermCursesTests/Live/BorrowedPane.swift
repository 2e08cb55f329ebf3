import Foundation
import TestSupport

/// A tmux pane whose terminal the test process borrows as its own standard input and output, so
/// the real `TerminalSession` runs inside this very process — no extra executable — while tmux
/// shows what a person would see.
///
/// The pane runs `printf 'shell before'; sleep`, which never reads the terminal, so keys sent with
/// `send-keys` reach the borrowing process. The process is not in the pane's foreground process
/// group, so the terminal's own signals (SIGWINCH on resize, SIGINT on Ctrl-C) go to `sleep`;
/// tests raise them in-process with `kill(getpid(), …)` instead.
final class BorrowedPane: @unchecked Sendable {
    /// What the pane printed before the borrowed session started; it must be back afterwards.
    static let shellText = "shell before"
    /// The private server's socket file, removed with the server.
    private let socket: String
    /// The pane's terminal device, e.g. /dev/pts/3.
    let ttyPath: String

    /// Whether tmux is installed.
    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    init(width: Int, height: Int) throws {
        let socket = NSTemporaryDirectory() + "tcv-curses-\(getpid())-\(Int.random(in: 0..<1_000_000)).sock"
        self.socket = socket
        try Self.tmux(socket, [
            "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
            "printf '\(Self.shellText)\\n'; exec sleep 600",
        ])
        ttyPath = try Self.tmux(socket, ["display-message", "-p", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard waitUntil(timeout: 10, { (try? screen().first) == Self.shellText }) else {
            throw PaneError("the pane never showed \"\(Self.shellText)\"")
        }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        unlink(socket)
    }

    /// The TERM value tmux gives its panes.
    func terminalType() throws -> String {
        try tmux(["show-options", "-s", "-v", "default-terminal"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The visible rows, trailing spaces removed.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p"]).components(separatedBy: "\n").dropLast().map(Self.trimmingTrailingSpaces)
    }

    /// The visible rows with tmux's SGR escapes for each cell's style.
    func styledScreen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")
    }

    /// Types keys by tmux name (`Down`, `Escape`, `j`).
    func send(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Writes raw bytes as input, e.g. a mouse report.
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// `stty -a` of the pane's terminal.
    func terminalModes() throws -> String {
        try Self.run("/usr/bin/env", ["stty", "-F", ttyPath, "-a"])
    }

    /// Runs `body` with file descriptors 0 and 1 on the pane's terminal and `environment` set,
    /// then puts back the test process's own descriptors, environment and locale.
    func borrow<T>(environment: [String: String], _ body: () throws -> T) throws -> T {
        let terminal = open(ttyPath, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw PaneError("cannot open \(ttyPath): errno \(errno)") }
        fflush(nil)
        let savedInput = dup(STDIN_FILENO), savedOutput = dup(STDOUT_FILENO)
        let savedLocale = String(cString: setlocale(LC_ALL, nil))
        let savedEnvironment = environment.keys.map { ($0, getenv($0).map { String(cString: $0) }) }
        dup2(terminal, STDIN_FILENO)
        dup2(terminal, STDOUT_FILENO)
        close(terminal)
        for (name, value) in environment { setenv(name, value, 1) }
        defer {
            fflush(nil)
            dup2(savedInput, STDIN_FILENO)
            dup2(savedOutput, STDOUT_FILENO)
            close(savedInput)
            close(savedOutput)
            setlocale(LC_ALL, savedLocale)
            for (name, value) in savedEnvironment {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return try body()
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.tmux(socket, arguments)
    }

    @discardableResult
    private static func tmux(_ socket: String, _ arguments: [String]) throws -> String {
        try run("/usr/bin/env", ["tmux", "-S", socket] + arguments)
    }

    /// Runs a program and returns its standard output. Uses posix_spawn and waitpid rather than
    /// Foundation's `Process`, whose exit detection on Linux can miss SIGCHLD when called from the
    /// main thread inside an async test, leaving the caller waiting forever.
    @discardableResult
    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw PaneError("pipe failed: errno \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { throw PaneError("cannot start \(executable): error \(spawned)") }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count > 0 {
                output += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            throw PaneError("\(arguments.joined(separator: " ")) failed with wait status \(status)")
        }
        return String(decoding: output, as: UTF8.self)
    }
}

struct PaneError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
