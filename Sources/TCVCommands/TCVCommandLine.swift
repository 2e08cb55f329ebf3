import ArgumentParser
import TermApp
import TermCanvas
import TermCollectionView

/// tcv's command tree, the one front end of `tcv` and of the programs `tcv run` builds: `tcv` runs it
/// with its demos, and hands a `.swift` NAME to the files' program, which runs the same arguments
/// through the same tree with the user's screen (see `ScreenCatalog`).
///
/// It never ends the process: `run` returns the status, and the executable exits with it.
@MainActor
public enum TCVCommandLine {
    /// Runs the process's command line (`CommandLine.arguments`) on `screens`; returns the exit status.
    public static func main(showing screens: ScreenCatalog) -> Int32 {
        run(Array(CommandLine.arguments.dropFirst()), screens: screens)
    }

    /// Parses `arguments` (without the program's name), runs the command on `screens` and returns the
    /// exit status. Help goes to standard output through a checked write (so `tcv --help > /dev/full`
    /// fails loudly); any error is one `tcv: error:` line on standard error (never trapping if it is
    /// closed) with status 1, as every other bad input (argument-parser's own is 64).
    public static func run(_ arguments: [String], screens: ScreenCatalog) -> Int32 {
        do {
            var command = try TCV.parseAsRoot(arguments)
            if let shown = command as? ScreenCommand {
                try shown.run(in: CommandContext(screens: screens, arguments: arguments))
            } else {
                try command.run()
            }
            return 0
        } catch let failure as CommandFailure {
            ToolOutput.error(failure.description)
            return 1
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            return report(error)
        }
    }

    /// argument-parser's errors (help, a bad flag) as tcv says them.
    private static func report(_ error: Error) -> Int32 {
        let status = TCV.exitCode(for: error)
        if status == .success {
            let text = TCV.fullMessage(for: error)
            guard text.isEmpty || ToolOutput.write(text + "\n") else { return 1 }
            return 0
        }
        let lines = TCV.message(for: error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let oneLine = MessageExcerpt.of(lines.joined(separator: " "), limit: 240)
        StandardError.write("tcv: error: \(oneLine) (see `tcv --help`)\n")
        return status == .validationFailure ? 1 : status.rawValue
    }
}

/// What a command runs with besides its own options: where screens come from, and the arguments as
/// typed (a `.swift` NAME's program gets them as they are).
@MainActor
struct CommandContext {
    let screens: ScreenCatalog
    let arguments: [String]
}

/// A command that shows screens from the catalog.
protocol ScreenCommand: ParsableCommand {
    @MainActor func run(in context: CommandContext) throws
}

/// `tcv`: the demo gallery, single demos live, headless snapshots.
struct TCV: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tcv",
        abstract: "UIKit's collection view, simulated in the terminal.",
        discussion: "Without a subcommand, opens the demo gallery.",
        subcommands: [GalleryCommand.self, DemoCommand.self, ListCommand.self, SnapshotCommand.self, RunCommand.self,
                      TraceCommand.self, FuzzCommand.self, ReplayCommand.self],
        defaultSubcommand: GalleryCommand.self
    )
}
