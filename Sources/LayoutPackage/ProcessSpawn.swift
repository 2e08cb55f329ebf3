import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Child processes with `posix_spawn`, and `execv` to become the built program. Foundation's `Process`
/// sometimes misses a child's exit on Linux; swift-subprocess would add a dependency (and its async
/// API) for two calls, and cannot replace the current process, which the live mode needs so the
/// program owns the terminal directly.
enum ProcessSpawn {
    /// Runs `executable` (looked up in `PATH`) with `arguments`, standard input from /dev/null and
    /// standard output and error together into a temporary file; returns the exit status and the output.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: outputURL) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "")
    }

    /// Replaces this process with `executable`; returns only if that fails (with `errno`'s text).
    static func exec(_ executable: String, _ arguments: [String]) -> String {
        fflush(nil)   // every C stream: what was printed so far comes out before the new program's output
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        execv(executable, argv)
        return String(cString: strerror(errno))
    }
}
