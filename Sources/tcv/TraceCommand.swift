import Foundation
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

    @OptionGroup var headless: HeadlessOptions

    @OptionGroup var layoutOptions: LayoutFileOptions

    func run() throws {
        let screenSize = headless.screenSize
        if LayoutFileRun.isFile(name) {
            var options = layoutOptions.runOptions(mode: .trace)
            options.size = screenSize
            options.keys = headless.keys
            LayoutFileRun.exec(files: [name], layoutOptions: layoutOptions, options: options)
        }
        layoutOptions.rejectForDemo(name)
        MainActor.assumeIsolated {
            let steps = headless.steps()
            let clock = VirtualClock()
            // A usage error prints its line at once; the command ends with status 1 once its output is out.
            let diagnostics = HeadlessDiagnostics()
            Diagnostics.$sink.withValue(diagnostics) {
                let window = Window(rootViewController: DemoName.makeViewController(DemoName.resolve(name), items: layoutOptions.items),
                                    clock: clock)
                // The view loads before the window shows it, so the trace sees the collection view's first call.
                guard let collectionView = window.visibleViewController.drivenCollectionView else {
                    CommandFailure.exit("the demo \"\(name)\" shows no collection view to trace")
                }
                let lines = TraceRunner(app: window, collectionView: collectionView, clock: clock, size: screenSize).run(steps)
                StandardOutput.write(lines.joined(separator: "\n") + "\n")
            }
            if diagnostics.usageErrorCount > 0 { Foundation.exit(1) }
        }
    }
}
