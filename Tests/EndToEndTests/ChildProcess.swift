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

    /// Runs `executable` with `arguments`, standard input from /dev/null, and returns its exit status and
    /// what it wrote (captured through temporary files, so a daemon that inherits them cannot block us).
    static func run(_ executable: String, _ arguments: [String], captureOutput: Bool = true) throws -> Result {
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
        posix_spawn_file_actions_addopen(&actions, 1, captureOutput ? outURL.path : "/dev/null", flags, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, captureOutput ? errURL.path : "/dev/null", flags, 0o600)

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
