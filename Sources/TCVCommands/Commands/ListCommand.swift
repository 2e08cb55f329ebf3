import ArgumentParser
import TermCanvas
import TermCollectionView

/// `tcv list`: demo names with their one-line descriptions.
struct ListCommand: ScreenCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the demos.")

    func run(in context: CommandContext) throws {
        let listing = context.screens.listing
        let width = listing.map { DisplayWidth.of($0.name) }.max() ?? 0
        try StandardOutput.writeChecked(listing.map { entry in
            entry.name + String(repeating: " ", count: width - DisplayWidth.of(entry.name)) + "  " + entry.summary + "\n"
        }.joined())
    }
}
