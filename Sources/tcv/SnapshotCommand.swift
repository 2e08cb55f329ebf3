import Foundation
import ArgumentParser
import Demos
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView

/// `tcv snapshot NAME`: run a demo headless on a virtual clock, apply keys, print the frame.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Print one frame of a demo, headless (no terminal needed).",
        discussion: """
            Keys use vim notation: plain characters and <Up> <Down> <Left> <Right> <PgUp> <PgDn> <Home> <End> \
            <Enter> <Esc> <Tab> <Space> <BS> <C-x> <Wait:MS>. Each key advances the virtual clock one frame \
            (16 ms); <Wait:MS> advances it further. <Resize:WxH> resizes the screen (the frame printed has the last \
            size); <ScrollUp:X,Y> <ScrollDown:X,Y> <ScrollLeft:X,Y> <ScrollRight:X,Y> <Press:X,Y> <Release:X,Y> \
            <Click:X,Y> use the mouse at a screen cell (`tcv fuzz` prints such scripts). NAME may also be `gallery`, or a .swift layout file \
            (see `tcv run`).
            """)

    @Argument(help: "The demo's name, or `gallery`.")
    var name: String

    @OptionGroup var headless: HeadlessOptions

    @Flag(help: "Print colours and styles as ANSI escape codes (the same as --format ansi).")
    var ansi = false

    @Option(help: "How to print the frame: text, ansi (escape codes) or svg (a picture).")
    var format: SnapshotFormat?

    /// `--format`, or `--ansi`, or text.
    private var chosenFormat: SnapshotFormat { format ?? (ansi ? .ansi : .text) }

    @OptionGroup var layoutOptions: LayoutFileOptions

    @OptionGroup(title: "Presenter chrome (as `tcv demo` draws it)") var presentation: PresentationOptions

    func run() throws {
        if ansi, let format, format != .ansi { CommandFailure.exit("--ansi and --format \(format.rawValue) contradict each other") }
        if LayoutFileRun.isFile(name) {
            runFile()
        }
        layoutOptions.rejectForDemo(name)
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        MainActor.assumeIsolated {
            let screenSize = headless.screenSize
            let steps = headless.steps()
            let clock = VirtualClock()
            // A usage error prints its line at once; the command ends with status 1 once its output is out.
            let diagnostics = HeadlessDiagnostics()
            Diagnostics.$sink.withValue(diagnostics) {
                let script = presentation.loadScript()
                let app = name == "gallery" ? presentation.present(Gallery.makeWindow(clock: clock), clock: clock, script: script)
                    : presentation.makeApp(root: DemoName.makeViewController(DemoName.resolve(name), items: layoutOptions.items),
                                           clock: clock, script: script)
                let canvas = HeadlessRunner(app: app, clock: clock, size: screenSize).run(steps)
                switch chosenFormat {
                case .text: StandardOutput.write(canvas.text + "\n")
                case .ansi: StandardOutput.write(canvas.ansiText() + "\n")
                case .svg: StandardOutput.write(canvas.svg())
                }
            }
            if diagnostics.usageErrorCount > 0 { Foundation.exit(1) }
        }
    }

    /// A layout file: the generated program prints the frame (`tcv run`'s program, headless).
    private func runFile() -> Never {
        var options = layoutOptions.runOptions(mode: .snapshot)
        options.size = headless.screenSize
        options.keys = headless.keys
        options.ansi = chosenFormat == .ansi
        options.svg = chosenFormat == .svg
        presentation.apply(to: &options)
        LayoutFileRun.exec(files: [name], layoutOptions: layoutOptions, options: options)
    }
}

/// What `tcv snapshot --format` prints.
enum SnapshotFormat: String, ExpressibleByArgument, CaseIterable {
    case text, ansi, svg
}
