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

    func run() throws {
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        try MainActor.assumeIsolated {
            let demo = DemoName.resolve(name)
            let clock = SystemClock()
            let window = demo.makeWindow(clock: clock)
            window.inspector = Inspector()
            try Interactive.run(window, clock: clock)
        }
    }
}
