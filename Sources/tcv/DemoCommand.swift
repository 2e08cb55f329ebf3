import ArgumentParser
import Demos
import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

/// `tcv demo NAME`: one demo, live.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Run one demo interactively (see `tcv list`).")

    @Argument(help: "The demo's name.")
    var name: String

    @Option(help: "How many items the list demos (list, boxlist) show, e.g. 10000000.")
    var items: Int?

    @Option(help: "Record the session as an asciicast v2 file (asciinema's format) that `tcv replay` checks.")
    var record: String?

    @Flag(help: "Presenter mode: show each pressed key briefly in a badge in the bottom-right corner.")
    var present = false

    @Flag(help: "Hide the status line (for presenting).")
    var hideStatus = false

    @Option(help: "A demo script Space steps through: `> caption` lines show in a banner, other lines are keys (implies --present).")
    var script: String?

    /// The script's steps, or a one-line error naming the file and the bad line.
    private func loadScript() -> [DemoScript.Line] {
        guard let script else { return [] }
        guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
            CommandFailure.exit("cannot read --script \(CommandFailure.quote(script))")
        }
        do {
            return try DemoScript.parse(text)
        } catch {
            CommandFailure.exit("--script \(CommandFailure.quote(script)): \(error.description)")
        }
    }

    func run() throws {
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        try MainActor.assumeIsolated {
            if record != nil && script != nil {
                CommandFailure.exit("--record with --script is not supported yet: tcv replay could not play the script's steps")
            }
            if record != nil && items != nil {
                CommandFailure.exit("--record with --items is not supported yet: tcv replay replays a demo's default content")
            }
            let demo = DemoName.resolve(name)
            let clock = SystemClock()
            let window = Window(rootViewController: makeViewController(demo), clock: clock)
            window.inspector = Inspector()
            window.showsStatusLine = !hideStatus
            let lines = loadScript()
            let shown: TerminalApp = present || script != nil ? Presenter(app: window, clock: clock, script: lines) : window
            guard let record else { try Interactive.run(shown, clock: clock) }
            // Fail before the session, not after it, when the file cannot be written.
            guard FileManager.default.createFile(atPath: record, contents: nil) else {
                CommandFailure.exit("cannot write --record \(CommandFailure.quote(record))")
            }
            let recorder = SessionRecorder(app: shown, clock: clock, command: (["tcv", "demo", demo.name] + (present ? ["--present"] : []) + (hideStatus ? ["--hide-status"] : []))
                .joined(separator: " "))
            try Interactive.run(recorder, clock: clock) {
                do {
                    try recorder.cast.encoded().write(toFile: record, atomically: true, encoding: .utf8)
                } catch {
                    StandardError.write("tcv: error: cannot write --record \(CommandFailure.quote(record)): \(error.localizedDescription)\n")
                }
            }
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
