import Foundation

/// A user mistake on the command line, or a program that must stop: one line on standard error that
/// names the cause and the fix, then exit status 1.
enum CommandFailure {
    /// Prints `tcv: error: MESSAGE` and exits with status 1.
    static func exit(_ message: String) -> Never {
        FileHandle.standardError.write(Data("tcv: error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
