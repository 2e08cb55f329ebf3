import ArgumentParser
import Foundation
import TermCanvas
import TermCollectionView

/// `tcv`: the demo gallery, single demos live, headless snapshots.
@main
struct TCV: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tcv",
        abstract: "UIKit's collection view, simulated in the terminal.",
        discussion: "Without a subcommand, opens the demo gallery.",
        subcommands: [GalleryCommand.self, DemoCommand.self, ListCommand.self, SnapshotCommand.self, RunCommand.self,
                      TraceCommand.self, FuzzCommand.self, ReplayCommand.self],
        defaultSubcommand: GalleryCommand.self
    )

    /// Parses and runs like argument-parser's `main()`, but every way out is checked: help goes to
    /// standard output through a checked write (so `tcv --help > /dev/full` fails loudly), and a
    /// parse error is one line on standard error (never trapping if it is closed) with exit status 1,
    /// as every other bad input (argument-parser's own is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let status = exitCode(for: error)
            if status == .success {
                let text = fullMessage(for: error)
                if !text.isEmpty { StandardOutput.write(text + "\n") }
                Foundation.exit(0)
            }
            let lines = message(for: error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let oneLine = MessageExcerpt.of(lines.joined(separator: " "), limit: 240)
            StandardError.write("tcv: error: \(oneLine) (see `tcv --help`)\n")
            Foundation.exit(status == .validationFailure ? 1 : status.rawValue)
        }
    }
}
