import ArgumentParser
import Demos
import LayoutRunner
import TermApp
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

    // `.unconditional`, as in `tcv snapshot`: `--size -3x4` gets the one-line size error, and a key
    // script may start with "-" (a literal minus key).
    @Option(parsing: .unconditional, help: "Screen size as COLSxROWS.")
    var size = "80x24"

    @Option(parsing: .unconditional, help: "Keys to press, in vim notation.")
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
            UsageError.handler = { error in CommandFailure.exit(error.description) }
            LayoutDiagnostics.handler = { problem in StandardError.write("tcv: warning: \(problem)\n") }
            let window = DemoName.resolve(name).makeWindow(clock: clock)
            // The view loads before the window shows it, so the trace sees the collection view's first call.
            guard let collectionView = (window.visibleViewController as? CollectionViewController)?.collectionView else {
                CommandFailure.exit("the demo \"\(name)\" shows no collection view to trace")
            }
            let lines = TraceRunner(app: window, collectionView: collectionView, clock: clock, size: screenSize).run(steps)
            StandardOutput.write(lines.joined(separator: "\n") + "\n")
        }
    }
}
