import ArgumentParser
import Demos
import TermApp
import TermCanvas

/// `tcv demo NAME`: one demo, live.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Run one demo interactively (see `tcv list`).")

    @Argument(help: "The demo's name.")
    var name: String

    @Option(help: "How many items the list demos (list, boxlist) show, e.g. 10000000.")
    var items: Int?

    func run() throws {
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        try MainActor.assumeIsolated {
            let demo = DemoName.resolve(name)
            let clock = SystemClock()
            let window = Window(rootViewController: makeViewController(demo), clock: clock)
            window.inspector = Inspector()
            try Interactive.run(window, clock: clock)
        }
    }

    @MainActor
    private func makeViewController(_ demo: Demo) -> ViewController {
        guard let items else { return demo.makeViewController() }
        guard let makeWithItems = demo.makeViewControllerWithItems else {
            let names = DemoCatalog.named.filter { $0.makeViewControllerWithItems != nil }.map(\.name)
            CommandFailure.exit("--items applies only to \(names.joined(separator: ", ")); \"\(demo.name)\" has fixed content")
        }
        guard items >= 0 else { CommandFailure.exit("invalid --items \(items): expected 0 or more") }
        return makeWithItems(items)
    }
}
