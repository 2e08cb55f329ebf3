import ArgumentParser
import Demos
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
            try Interactive.run(makeHost(demo, clock: clock), clock: clock)
        }
    }

    @MainActor
    private func makeHost(_ demo: Demo, clock: FrameClock) -> TerminalApp {
        guard let items else { return demo.makeHost(clock) }
        guard let makeHostWithItems = demo.makeHostWithItems else {
            let names = DemoCatalog.named.filter { $0.makeHostWithItems != nil }.map(\.name)
            CommandFailure.exit("--items applies only to \(names.joined(separator: ", ")); \"\(demo.name)\" has fixed content")
        }
        guard items >= 0 else { CommandFailure.exit("invalid --items \(items): expected 0 or more") }
        return makeHostWithItems(clock, items)
    }
}
