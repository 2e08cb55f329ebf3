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

    @Option(help: "Record the session as an asciicast v2 file (asciinema's format) that `tcv replay` checks.")
    var record: String?

    @Flag(help: "Presenter mode: show each pressed key briefly in a badge in the bottom-right corner.")
    var present = false

    @Flag(help: "Hide the status line (for presenting).")
    var hideStatus = false

    func run() throws {
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        try MainActor.assumeIsolated {
            let demo = DemoName.resolve(name)
            let clock = SystemClock()
            let window = demo.makeWindow(clock: clock)
            window.inspector = Inspector()
            window.showsStatusLine = !hideStatus
            let shown: TerminalApp = present ? Presenter(app: window, clock: clock) : window
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
}
