import ArgumentParser
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView

/// `tcv snapshot NAME`: run a demo headless on a virtual clock, apply keys, print the frame.
struct SnapshotCommand: ScreenCommand {
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

    @OptionGroup var link: ProgramLinkOptions

    func run(in context: CommandContext) throws {
        if ansi, let format, format != .ansi { throw CommandFailure("--ansi and --format \(format.rawValue) contradict each other") }
        let size = try headless.screenSize()
        let steps = try headless.steps()
        let script = try presentation.loadScript()
        guard let screen = try context.headlessScreen(name, layoutOptions: layoutOptions, size: size) else { return }
        // A usage error prints its line at once; the command ends with status 1 once its output is out.
        let diagnostics = HeadlessDiagnostics()
        let canvas = Diagnostics.$sink.withValue(diagnostics) {
            let clock = VirtualClock()
            let app = presentation.present(screen.makeWindow(clock), clock: clock, script: script)
            return Self.play(steps, on: HeadlessRunner(app: app, clock: clock, size: size),
                             progress: link.progress.flatMap(ProgressLog.init(path:)))
        }
        switch chosenFormat {
        case .text: try StandardOutput.writeChecked(canvas.text + "\n")
        case .ansi: try StandardOutput.writeChecked(canvas.ansiText() + "\n")
        case .svg: try StandardOutput.writeChecked(canvas.svg())
        }
        try finish(with: diagnostics.usageErrorCount > 0 ? 1 : 0)
    }

    /// Plays `steps` and returns the last frame, telling `progress` of each step before it is played
    /// (so `tcv`, watching a file's program, places a crash or a hang at its step).
    @MainActor
    private static func play(_ steps: [KeyScriptStep], on runner: HeadlessRunner, progress: ProgressLog?) -> Canvas {
        guard let progress else { return runner.run(steps) }
        progress.session(seed: nil)
        runner.start()
        for step in steps {
            progress.action([step])
            runner.play(step)
        }
        return runner.frame()
    }
}

/// What `tcv snapshot --format` prints.
enum SnapshotFormat: String, ExpressibleByArgument, CaseIterable {
    case text, ansi, svg
}
