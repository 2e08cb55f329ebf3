import TermCollectionView

/// The diagnostics of a headless run (`tcv snapshot`, `tcv trace`: no terminal to protect), in the
/// tool's voice: each usage error a `tcv: error:` line at once (counted; the library goes on with its
/// fallback, and the run ends with status 1 once its output is out), each layout problem a
/// `tcv: warning:` line, each batch-update inconsistency a `tcv:` line.
@MainActor
public final class HeadlessDiagnostics: DiagnosticsSink {
    /// How many usage errors were reported.
    public private(set) var usageErrorCount = 0

    /// A sink that has reported nothing yet.
    public override nonisolated init() {
        super.init()
    }

    /// Counts `error` and prints its `tcv: error:` line.
    public override func report(_ error: UsageError) {
        usageErrorCount += 1
        ToolOutput.error(error.description)
    }

    /// Prints `tcv: warning: PROBLEM`.
    public override func report(_ problem: LayoutProblem) {
        StandardError.write("tcv: warning: \(problem)\n")
    }

    /// Prints `tcv: NSInternalInconsistencyException: REASON`.
    public override func report(_ exception: InternalInconsistencyException) {
        StandardError.write("tcv: \(exception)\n")
    }
}
