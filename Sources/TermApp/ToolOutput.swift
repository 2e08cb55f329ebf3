import Foundation
import TermCanvas
import TermCollectionView

/// How `tcv` and the programs `tcv run` builds speak: results on standard output, checked; errors as
/// one `tcv: error:` line and exit status 1 (the generated programs say `tcv` too: the user ran tcv).
public enum ToolOutput {
    /// Prints `tcv: error: MESSAGE` and exits with status 1. Writing never traps: with standard error
    /// closed or unwritable the message is lost but the status still says something went wrong.
    public static func fail(_ message: String) -> Never {
        error(message)
        exit(1)
    }

    /// Prints `tcv: error: MESSAGE`, leaving the exit status to the caller.
    public static func error(_ message: String) {
        StandardError.write("tcv: error: \(message)\n")
    }

    /// Writes `text` to standard output, or stops with a one-line error naming why it could not.
    public static func write(_ text: String) {
        if let failure = StandardOutput.deliver(text) { fail(failure) }
    }

    /// For a headless run (no terminal to protect): a usage error stops with one line, and each layout
    /// problem is a `tcv: warning:` line on standard error at once.
    @MainActor
    public static func reportProblemsAtOnce() {
        UsageError.handler = { error in fail(error.description) }
        LayoutDiagnostics.handler = { problem in StandardError.write("tcv: warning: \(problem)\n") }
        InternalInconsistencyException.handler = { exception in StandardError.write("tcv: \(exception)\n") }
    }

    /// `text` as error messages quote it: at most 80 characters, control characters escaped.
    public static func quote(_ text: String) -> String { "\"\(MessageExcerpt.of(text))\"" }
}
