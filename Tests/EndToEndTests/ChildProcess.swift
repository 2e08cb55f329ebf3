import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`. Foundation's `Process` sometimes never
/// notices a child's exit on Linux (seen with tmux, whose client forks a server), which hung tests.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Where a child's standard output or error goes instead of the capture file.
    enum Destination {
        /// Captured (or /dev/null when `captureOutput` is false).
        case capture
        /// Opened for writing at this path, e.g. /dev/full.
        case path(String)
        /// Closed: the child starts without that descriptor.
        case closed
    }

    /// Runs `executable` with `arguments`, standard input from /dev/null, and returns its exit status and
    /// what it wrote (captured through temporary files, so a daemon that inherits them cannot block us).
    static func run(
        _ executable: String, _ arguments: [String], captureOutput: Bool = true,
        stdout: Destination = .capture, stderr: Destination = .capture
    ) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("tcv-e2e-\(UUID().uuidString).out")
        let errURL = directory.appendingPathComponent("tcv-e2e-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let flags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, destination, url) in [(Int32(1), stdout, outURL), (Int32(2), stderr, errURL)] {
            switch destination {
            case .capture: posix_spawn_file_actions_addopen(&actions, descriptor, captureOutput ? url.path : "/dev/null", flags, 0o600)
            case .path(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
            case .closed: posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
        return Result(status: exitStatus, output: captureOutput ? read(outURL) : "", error: captureOutput ? read(errURL) : "")
    }
}
