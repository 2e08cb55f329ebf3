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

    /// A file the child writes a line to before each step of its work, and how long it may go without
    /// writing one before it counts as hung.
    struct Watch {
        var path: String
        var timeLimit: Double
        /// Where the child's standard error goes: its crash report ends with "Backtrace took".
        var report: URL?
    }

    /// Runs `executable` attached to this terminal: standard input is this process's, standard output
    /// goes to `outputFile` and standard error to `errorFile` (each stays this process's when nil),
    /// `environment` adds to this process's. While it runs this process ignores SIGINT and SIGQUIT, as
    /// `system(3)` does: the terminal sends Ctrl-C to the whole foreground group, and the child decides
    /// what it means (the terminal restored, status 130). With a `watch`, a child that writes nothing to
    /// its file for the time limit is hung: its main thread gets SIGABRT, so Swift's backtracer reports
    /// where it was. Returns the exit status (128 + n for a signal) and whether it was hung.
    ///
    /// `whileWaiting`, when given, is called with the child's process id every 20 ms until it ends
    /// (`tcv run --watch` checks the files there, and rebuilds).
    static func runAttached(_ executable: String, _ arguments: [String], outputFile: URL? = nil, errorFile: URL?,
                            environment: [String: String], watch: Watch? = nil,
                            whileWaiting: ((pid_t) -> Void)? = nil) throws -> (status: Int32, hung: Bool) {
        fflush(nil)   // every C stream: what was printed so far comes out before the child's output
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let outputFile {
            posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
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
        var hung = false
        if let watch {
            hung = wait(for: pid, status: &status, watching: watch)
        } else if let whileWaiting {
            while true {
                let waited = waitpid(pid, &status, WNOHANG)
                if waited == pid || (waited == -1 && errno != EINTR) { break }
                whileWaiting(pid)
                usleep(20_000)
            }
        } else {
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
        return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), hung)
    }

    /// Waits for `pid`, checking every 20 ms that its watched file grew within the time limit; a child
    /// that stopped writing gets SIGABRT on its main thread, and SIGKILL once its crash report is
    /// written (or after 10 s; 2 s when the report goes to the terminal). Returns whether it was hung.
    ///
    /// Swift's backtracer handles the SIGABRT and returns, which ends a trap (the trapping instruction
    /// runs again, now without a handler) but not a loop that was merely interrupted: the loop would
    /// go on. So the child is killed when its report's last line ("Backtrace took …") is out.
    private static func wait(for pid: pid_t, status: inout Int32, watching watch: Watch) -> Bool {
        var lastSize: off_t = -1
        var lastChange = Date()
        var abortedAt: Date?
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited == -1 && errno != EINTR) { return abortedAt != nil }
            var info = stat()
            let size = stat(watch.path, &info) == 0 ? info.st_size : -1
            // Until its first line the program is starting (loading, building its first screen), which
            // a busy machine can stretch past a short limit: that is no hang of an action.
            let limit = size > 0 ? watch.timeLimit : max(watch.timeLimit, startupTimeLimit)
            if size != lastSize {
                lastSize = size
                lastChange = Date()
            } else if abortedAt == nil, Date().timeIntervalSince(lastChange) > limit {
                // Linux gives a process's signal to its main thread first, where the user's code runs.
                kill(pid, SIGABRT)
                abortedAt = Date()
            } else if let abortedAt, Date().timeIntervalSince(abortedAt) > (watch.report == nil ? 2 : 10)
                        || reportIsComplete(watch.report) {
                kill(pid, SIGKILL)
            }
            usleep(20_000)
        }
    }

    /// How long a watched program may take before it writes its first progress line (it loads and
    /// builds its first screen then); a hang there is still stopped, after this long.
    static let startupTimeLimit: Double = 10

    private static func reportIsComplete(_ report: URL?) -> Bool {
        guard let report, let text = try? String(contentsOf: report, encoding: .utf8) else { return false }
        return text.contains("Backtrace took")
    }
}
