import ArgumentParser
import Demos
import LayoutRunner
import TermCanvas
import TermCollectionView

/// `tcv trace NAME|FILE.swift`: every call the collection view makes on its layout, data source and
/// delegate, one per line, grouped by frame (format: `TraceRunner`, README "tcv trace").
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the calls the collection view makes, frame by frame, headless.",
        discussion: "Keys as for `tcv snapshot`. NAME may be a demo or a .swift layout file (see `tcv run`).")

    @Argument(help: "A demo's name or a .swift file.")
    var name: String

    @Option(help: "Screen size as COLSxROWS.")
    var size = "80x24"

    @Option(help: "Keys to press, in vim notation.")
    var keys = ""

    @OptionGroup var layoutOptions: LayoutFileOptions

    func run() throws {
        let screenSize = ScreenSizeArgument.parse(size)
        if LayoutFileRun.isFile(name) {
            var options = layoutOptions.runOptions(mode: .trace)
            options.size = screenSize
            options.keys = keys
            LayoutFileRun.exec(files: [name], layoutOptions: layoutOptions, options: options)
        }
        layoutOptions.rejectForDemo(name)
        MainActor.assumeIsolated {
            let steps: [KeyScriptStep]
            do {
                steps = try KeyScript.parse(keys)
            } catch {
                CommandFailure.exit(String(describing: error))
            }
            let clock = VirtualClock()
            UsageError.stopHandler = { error in CommandFailure.exit(error.description) }
            let host = DemoName.resolve(name).makeHost(clock)
            let lines = TraceRunner(app: host, collectionView: host.collectionView, clock: clock, size: screenSize).run(steps)
            print(lines.joined(separator: "\n"))
        }
    }
}
