import ArgumentParser
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView

/// `tcv trace NAME|FILE.swift`: every call the collection view makes on its layout, data source and
/// delegate, one per line, grouped by frame (format: `TraceRunner`, README "tcv trace").
struct TraceCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print the calls the collection view makes, frame by frame, headless.",
        discussion: "Keys as for `tcv snapshot`. NAME may be a demo or a .swift layout file (see `tcv run`).")

    @Argument(help: "A demo's name or a .swift file.")
    var name: String

    @OptionGroup var headless: HeadlessOptions

    @OptionGroup var layoutOptions: LayoutFileOptions

    @OptionGroup var link: ProgramLinkOptions

    func run(in context: CommandContext) throws {
        let size = try headless.screenSize()
        let steps = try headless.steps()
        guard let screen = try context.headlessScreen(name, layoutOptions: layoutOptions, size: size) else { return }
        // A usage error prints its line at once; the command ends with status 1 once its output is out.
        let diagnostics = HeadlessDiagnostics()
        let lines = try Diagnostics.$sink.withValue(diagnostics) {
            let clock = VirtualClock()
            // The window loads its root's view before showing it, so the trace sees the collection view's first call.
            let window = screen.makeWindow(clock)
            guard let collectionView = window.visibleViewController.drivenCollectionView else {
                throw CommandFailure("\(screen.name) shows no collection view to trace")
            }
            let progress = link.progress.flatMap(ProgressLog.init(path:))
            progress?.session(seed: nil)
            return TraceRunner(app: window, collectionView: collectionView, clock: clock, size: size)
                .run(steps, willPlay: { progress?.action([$0]) })
        }
        try StandardOutput.writeChecked(lines.joined(separator: "\n") + "\n")
        try finish(with: diagnostics.usageErrorCount > 0 ? 1 : 0)
    }
}
