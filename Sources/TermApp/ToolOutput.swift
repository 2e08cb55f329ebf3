import Foundation
import TermCanvas
import TermCollectionView

/// How `tcv` and the programs `tcv run` builds speak: results on standard output, checked; errors as
/// one `tcv: error:` line (the generated programs say `tcv` too: the user ran tcv). It never ends the
/// process: the libraries report, and the command line (or a generated `main.swift`) decides the exit
/// status from what they return.
public enum ToolOutput {
    /// Prints `tcv: error: MESSAGE`. Writing never traps: with standard error closed or unwritable the
    /// message is lost, and the caller's status still says something went wrong.
    public static func error(_ message: String) {
        StandardError.write("tcv: error: \(message)\n")
    }

    /// Writes `text` to standard output; when it cannot (a closed pipe, a full disk) prints one line
    /// naming why and returns false, so the caller ends with status 1.
    @discardableResult
    public static func write(_ text: String) -> Bool {
        guard let failure = StandardOutput.deliver(text) else { return true }
        error(failure)
        return false
    }

    /// `text` as error messages quote it: at most 80 characters, control characters escaped.
    public static func quote(_ text: String) -> String { "\"\(MessageExcerpt.of(text))\"" }
}
