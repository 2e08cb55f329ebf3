import Foundation
import LayoutPackage
import LayoutQA
import LayoutRunner
import TermCanvas
import TermCollectionView

/// `tcv fuzz FILE.swift`, watched from outside the program, so the user's crashes and hangs are
/// findings instead of the end of the run.
///
/// The program fuzzes in its own process and writes each session's seed and each action to a
/// progress file (`ProgressLog`) before playing it. When it crashes, or writes nothing for the time
/// limit (hung: its main thread gets SIGABRT, so Swift's backtracer says where it was), the crash
/// report names the user's function and line, the progress file names the session and its actions,
/// and the actions are shrunk (`SessionShrinker`) by replaying candidates as `tcv snapshot` does, in
/// fresh processes, keeping those that fail in the same function the same way. Then the fuzzing goes
/// on from the next session, and each later session that fails there is counted.
@MainActor
struct LayoutFileFuzz {
    let program: LayoutProgram
    let path: String
    /// The file as the user named it, for the reports and the replay commands.
    let name: String
    /// The fuzzing asked for: the first seed, the sessions, their length, the screen, the frame budget.
    let settings: FuzzCommand.Settings
    /// The data and scale options, passed on to every run of the program and to the replay commands.
    let layoutOptions: LayoutFileOptions
    /// Seconds one action may run.
    let timeLimit: Double

    /// A crash or hang the fuzzing found, and how many sessions found it.
    private struct Finding {
        var violation: InvariantViolation
        var sessions: Int
    }

    /// Fuzzes until the runs are played, reporting each finding; returns the exit status.
    func run() throws -> Int32 {
        var seed = settings.seed
        var remaining = settings.runs
        var findings: [Finding] = []
        var status: Int32 = 0
        while remaining > 0 {
            let (ended, output, progress) = try play(["fuzz", name, "--seed", String(seed), "--runs", String(remaining)]
                + settings.arguments + layoutOptions.recordedArguments)
            guard let crash = ended.crash else {
                StandardError.write(ended.errorOutput)
                try StandardOutput.writeChecked(output)
                status = ended.status
                break
            }
            let failedSeed = progress.lastSeed ?? seed
            let violation = Self.violation(for: crash, hung: ended.hung, timeLimit: timeLimit)
            if let index = findings.firstIndex(where: { Self.isSame($0.violation, violation) }) {
                findings[index].sessions += 1
            } else {
                let inCheck = crash.callerLocation?.contains("/Sources/LayoutQA/") == true
                try StandardOutput.writeChecked(inCheck ? checkReport(violation, crash: crash, seed: failedSeed, actions: progress.actions)
                                             : report(violation, seed: failedSeed, actions: progress.actions))
                findings.append(Finding(violation: violation, sessions: 1))
            }
            remaining -= Int(failedSeed &- seed) + 1
            seed = failedSeed &+ 1
        }
        for finding in findings {
            let what = Self.verb(finding.violation)
            try StandardOutput.writeChecked("fuzz \(name): \(finding.sessions) of \(settings.runs) run(s) \(what) in "
                + "\(finding.violation.method) (\(finding.violation.element))\n")
        }
        return findings.isEmpty ? status : 1
    }

    // MARK: - A finding

    /// Seconds shrinking one finding may take: every candidate that still hangs costs the time limit,
    /// so a hang's shrinking stops at this budget with the shortest session found by then.
    private var shrinkingBudget: Double { max(10, 10 * timeLimit) }

    /// The finding's lines: the session, its shrunk actions, the crash and the replay command.
    private func report(_ violation: InvariantViolation, seed: UInt64, actions: [FuzzAction]) -> String {
        let started = Date()
        let failure = FuzzFailure(actions: actions, violations: [violation], frame: "", size: settings.size)
        let deadline = started.addingTimeInterval(shrinkingBudget)
        var outOfTime = false
        let shrunk = SessionShrinker.shrink(failure) { candidate in
            outOfTime = outOfTime || Date() >= deadline
            return outOfTime ? nil : (try? replay(candidate)) ?? nil
        }
        let seconds = String(format: "%.2f s", Date().timeIntervalSince(started))
            + (outOfTime ? ", the shrinking's budget" : "")
        let what = Self.verb(violation)
        let keys = shrunk.keys
        return "fuzz \(name): run with seed \(seed) \(what) after \(actions.count) action(s); "
            + "shrunk to \(shrunk.actions.count) (\(seconds))\n"
            + "  \(shrunk.violations.first ?? violation)\n"
            + "replay: tcv snapshot \(ShellWord.quoted(name)) --size \(settings.size.width)x\(settings.size.height)"
            + "\(layoutOptions.replayOptions) --keys \(ShellWord.quoted(keys, always: true))\n"
    }

    /// A crash inside the fuzzer's own checks (the rect query asked over the content, away from the
    /// screen): a `tcv snapshot` replay would not ask that question, so the finding is replayed as
    /// the one session that found it, unshrunk.
    private func checkReport(_ violation: InvariantViolation, crash: ProgramCrash, seed: UInt64, actions: [FuzzAction]) -> String {
        let what = Self.verb(violation)
        return "fuzz \(name): run with seed \(seed) \(what) after \(actions.count) action(s), "
            + "in the fuzzer's check (\(crash.caller ?? "an invariant")), not in a frame\n"
            + "  \(violation)\n"
            + "replay: tcv fuzz \(ShellWord.quoted(name)) --seed \(seed) --runs 1 --steps \(settings.steps) "
            + "--size \(settings.size.width)x\(settings.size.height)\(layoutOptions.replayOptions)\n"
    }

    /// `actions` replayed headless in a fresh process: the failure when it crashes or hangs in the
    /// same function, cut at the action it happened in.
    private func replay(_ actions: [FuzzAction]) throws -> FuzzFailure? {
        let keys = KeyScript.format(actions.flatMap { $0 })
        let (ended, _, progress) = try play(["snapshot", name, "--size", settings.size.description, "--keys", keys]
            + layoutOptions.recordedArguments)
        guard let crash = ended.crash else { return nil }
        let violation = Self.violation(for: crash, hung: ended.hung, timeLimit: timeLimit)
        // A snapshot's progress has a line per key-script step: keep the actions those steps began.
        var steps = 0
        let played = actions.prefix { action in
            defer { steps += action.count }
            return steps < progress.actions.count
        }
        return FuzzFailure(actions: Array(played), violations: [violation], frame: "", size: settings.size)
    }

    /// One run of the program with a fresh progress file: how it ended, its standard output, and
    /// where it was.
    private func play(_ arguments: [String]) throws -> (LayoutProgram.Termination, String, FuzzProgressFile) {
        try LayoutFileRun.withScratchFiles("progress", "output") { progress, output in
            let ended: LayoutProgram.Termination
            do {
                ended = try program.run(path, arguments: arguments + ["--progress", progress.path], backtrace: false,
                                        outputFile: output, progress: progress, timeLimit: timeLimit)
            } catch {
                throw CommandFailure("cannot start \(path): \(error)")
            }
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            return (ended, text, FuzzProgressFile(contentsOf: progress))
        }
    }

    // MARK: - Naming a crash

    /// The crash as a broken invariant: where (the innermost frame of the user's files) and what.
    static func violation(for crash: ProgramCrash, hung: Bool, timeLimit: Double) -> InvariantViolation {
        let frame = crash.frames.first
        return InvariantViolation(
            invariant: hung ? .actionReturns : .noCrash,
            element: crash.messageLocation ?? frame?.location ?? "outside your files",
            method: frame?.function ?? (crash.caller ?? "your code"),
            detail: hung ? "did not return within \(seconds(timeLimit))" : crash.message)
    }

    /// `2 s`, `0.5 s`.
    nonisolated static func seconds(_ value: Double) -> String {
        (value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)) + " s"
    }

    /// What the program did: `hung` (stopped after the time limit) or `crashed`.
    static func verb(_ violation: InvariantViolation) -> String {
        violation.invariant == .actionReturns ? "hung" : "crashed"
    }

    /// The same finding: the same kind, in the same function.
    static func isSame(_ first: InvariantViolation, _ second: InvariantViolation) -> Bool {
        first.invariant == second.invariant && first.method == second.method
    }
}

/// What a program's `ProgressLog` says: the seed of the last session it started and the actions it
/// began since (the last one the one it was in when it stopped).
struct FuzzProgressFile {
    var lastSeed: UInt64?
    var actions: [FuzzAction] = []

    init(contentsOf url: URL) {
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("session ") {
                actions = []
                if let seed = UInt64(line.dropFirst("session ".count)) { lastSeed = seed }
            } else if line.hasPrefix("action "), let steps = try? KeyScript.parse(String(line.dropFirst("action ".count))) {
                actions.append(steps)
            }
        }
    }
}
