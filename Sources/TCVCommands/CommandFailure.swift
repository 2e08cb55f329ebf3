import ArgumentParser
import TermApp

/// A user mistake on the command line, or a run that must stop: one line on standard error that names
/// the cause and the fix, then exit status 1. Commands (and catalogs, for a name they do not show)
/// throw it; only `TCVCommandLine.run` turns it into a status, and only the executable ends the
/// process with it.
public struct CommandFailure: Error, CustomStringConvertible {
    /// The line after `tcv: error:`.
    public let description: String

    /// A failure that prints `tcv: error: DESCRIPTION`.
    public init(_ description: String) {
        self.description = description
    }

    /// `text` as quoted in error messages: at most 80 characters, control characters escaped.
    static func quote(_ text: String) -> String { ToolOutput.quote(text) }
}

/// A command's way of ending with `status` (its output, and any error line, already written).
func finish(with status: Int32) throws {
    if status != 0 { throw ExitCode(status) }
}
