import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Child processes with `posix_spawn`. Foundation's `Process` sometimes misses a child's exit on Linux,
/// and neither it nor swift-subprocess (a dependency with an async API, for three calls) lets a child
/// share the terminal while this process ignores Ctrl-C, as a shell's foreground job does.
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

    /// Runs `executable` attached to this terminal: standard input and output are this process's,
    /// standard error goes to `errorFile` (stays this process's when nil), `environment` adds to this
    /// process's. While it runs this process ignores SIGINT and SIGQUIT, as `system(3)` does: the
    /// terminal sends Ctrl-C to the whole foreground group, and the child decides what it means
    /// (the terminal restored, status 130). Returns the exit status, 128 + n for a signal.
    static func runAttached(_ executable: String, _ arguments: [String], errorFile: URL?,
                            environment: [String: String]) throws -> Int32 {
        fflush(nil)   // every C stream: what was printed so far comes out before the child's output
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let errorFile {
            posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, added in added }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        // The child starts with the default dispositions, so its own handlers (and Ctrl-C) work.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
