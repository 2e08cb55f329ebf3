import Foundation

/// Where the library's reports go: usage errors (`UsageError`), layout problems (`LayoutProblem`) and
/// batch-update inconsistencies (`InternalInconsistencyException`). UIKit logs the first two kinds
/// or raises; here the library reports and goes on with a fallback, and whoever runs it decides what
/// a report means — a terminal program shows them once the terminal is restored and exits with 1 on a
/// usage error, a test records them, the fuzzer ignores what its invariants check anyway.
///
/// There is no process-wide handler to swap: the sink is a task-local value (`Diagnostics.sink`),
/// bound for the run it applies to and only there, so two runs (two tests running in parallel) never
/// hear each other's reports. Outside any binding, reports go to this base class, which writes them
/// on standard error.
///
/// ```swift
/// let recorder = DiagnosticsRecorder()
/// Diagnostics.$sink.withValue(recorder) {
///     collectionView.layoutIfNeeded()
/// }
/// print(recorder.problems)
/// ```
@preconcurrency @MainActor
open class DiagnosticsSink {
    /// A sink that writes every report on standard error, one line each (never trapping if standard
    /// error is closed).
    public nonisolated init() {}

    /// Reports a usage error; the library goes on with its fallback. Writes `error: MESSAGE`.
    open func report(_ error: UsageError) {
        StandardError.write("error: \(error.description)\n")
    }

    /// Reports a layout problem (each distinct one once per collection view). Writes `warning: PROBLEM`.
    open func report(_ problem: LayoutProblem) {
        StandardError.write("warning: \(problem)\n")
    }

    /// Reports a batch update the data source contradicts; the collection view reloads. Writes
    /// `NSInternalInconsistencyException: REASON`.
    open func report(_ exception: InternalInconsistencyException) {
        StandardError.write(exception.description + "\n")
    }

    /// Constraint problems reported through this sink so far, each once: constraints are solved
    /// wherever their views are, not in one collection view, so their record is the run's.
    public private(set) lazy var constraintProblems = LayoutDiagnostics()
}

/// Where the library reports, for the task at hand.
public enum Diagnostics {
    /// The sink reports go to in the current task: standard error (`DiagnosticsSink()`) unless a run
    /// bound its own with `Diagnostics.$sink.withValue(_:operation:)`.
    @TaskLocal public static var sink = DiagnosticsSink()
}

/// A sink that keeps every report and prints none: for tests, and for runs that check what the
/// reports would say another way (the fuzzer's invariants).
@MainActor
public final class DiagnosticsRecorder: DiagnosticsSink {
    /// The usage errors reported, oldest first.
    public private(set) var usageErrors: [UsageError] = []
    /// The layout problems reported, oldest first.
    public private(set) var problems: [LayoutProblem] = []
    /// The batch-update inconsistencies reported, oldest first.
    public private(set) var inconsistencies: [InternalInconsistencyException] = []

    /// An empty recorder.
    public override nonisolated init() {
        super.init()
    }

    /// Keeps `error`.
    public override func report(_ error: UsageError) { usageErrors.append(error) }
    /// Keeps `problem`.
    public override func report(_ problem: LayoutProblem) { problems.append(problem) }
    /// Keeps `exception`.
    public override func report(_ exception: InternalInconsistencyException) { inconsistencies.append(exception) }
}
