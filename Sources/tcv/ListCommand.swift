import ArgumentParser
import TermCollectionView
import Demos
import TermCanvas

/// `tcv list`: demo names with their one-line descriptions.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the demos.")

    func run() {
        let width = DemoCatalog.named.map { DisplayWidth.of($0.name) }.max() ?? 0
        StandardOutput.write(DemoCatalog.named.map { demo in
            demo.name + String(repeating: " ", count: width - DisplayWidth.of(demo.name)) + "  " + demo.summary + "\n"
        }.joined())
    }
}
