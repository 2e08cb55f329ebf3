import Foundation
import TermCanvas
import TermCollectionView

/// A user mistake on the command line, or a program that must stop: one line on standard error that
/// names the cause and the fix, then exit status 1.
enum CommandFailure {
    /// Prints `tcv: error: MESSAGE` and exits with status 1. Writing never traps: with standard error
    /// closed or unwritable the message is lost but the status still says something went wrong.
    static func exit(_ message: String) -> Never {
        StandardError.write("tcv: error: \(message)\n")
        Foundation.exit(1)
    }

    /// `text` as quoted in error messages: at most 80 characters, control characters escaped.
    static func quote(_ text: String) -> String {
        "\"\(MessageExcerpt.of(text))\""
    }
}
