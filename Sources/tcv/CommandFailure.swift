import Foundation
import TermApp

/// A user mistake on the command line, or a program that must stop: one line on standard error that
/// names the cause and the fix, then exit status 1.
enum CommandFailure {
    /// Prints `tcv: error: MESSAGE` and exits with status 1: only the command line ends the process.
    static func exit(_ message: String) -> Never {
        ToolOutput.error(message)
        Foundation.exit(1)
    }

    /// `text` as quoted in error messages: at most 80 characters, control characters escaped.
    static func quote(_ text: String) -> String { ToolOutput.quote(text) }
}
