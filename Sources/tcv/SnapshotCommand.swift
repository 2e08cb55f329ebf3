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

    // `.unconditional`: the next argument is the value even when it starts with "-", so `--size -3x4`
    // gets the one-line size error instead of argument-parser's "Missing value".
    @Option(parsing: .unconditional, help: "Screen size as COLSxROWS.")
    var size = "80x24"

    // Key scripts may start with "-" too (a literal minus key).
    @Option(parsing: .unconditional, help: "Keys to press before the frame is captured, in vim notation.")
    var keys = ""

    @Flag(help: "Print colours and styles as ANSI escape codes (the same as --format ansi).")
    var ansi = false

    @Option(help: "How to print the frame: text, ansi (escape codes) or svg (a picture, demos and the gallery only).")
    var format: SnapshotFormat?

    /// `--format`, or `--ansi`, or text.
    private var chosenFormat: SnapshotFormat { format ?? (ansi ? .ansi : .text) }

    @OptionGroup var layoutOptions: LayoutFileOptions

    func run() throws {
        if ansi, let format, format != .ansi { CommandFailure.exit("--ansi and --format \(format.rawValue) contradict each other") }
        if LayoutFileRun.isFile(name) {
            if chosenFormat == .svg { CommandFailure.exit("--format svg is not available for layout files yet; use text or ansi") }
            runFile()
        }
        layoutOptions.rejectForDemo(name)
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        MainActor.assumeIsolated {
            let screenSize = ScreenSizeArgument.parse(size)
            let steps: [KeyScriptStep]
            do {
                steps = try KeyScript.parse(keys)
            } catch {
                CommandFailure.exit(String(describing: error))
            }
            let clock = VirtualClock()
            UsageError.handler = { error in CommandFailure.exit(error.description) }
            LayoutDiagnostics.handler = { problem in StandardError.write("tcv: warning: \(problem)\n") }
            let window = name == "gallery" ? Gallery.makeWindow(clock: clock) : DemoName.resolve(name).makeWindow(clock: clock)
            if name != "gallery" { window.inspector = Inspector() }
            let canvas = HeadlessRunner(app: window, clock: clock, size: screenSize).run(steps)
            switch chosenFormat {
            case .text: StandardOutput.write(canvas.text + "\n")
            case .ansi: StandardOutput.write(canvas.ansiText() + "\n")
            case .svg: StandardOutput.write(canvas.svg())
            }
        }
    }

    /// A layout file: the generated program prints the frame (`tcv run`'s program, headless).
    private func runFile() -> Never {
        var options = layoutOptions.runOptions(mode: .snapshot)
        options.size = ScreenSizeArgument.parse(size)
        options.keys = keys
        options.ansi = chosenFormat == .ansi
        LayoutFileRun.exec(files: [name], layoutOptions: layoutOptions, options: options)
    }
}

/// What `tcv snapshot --format` prints.
enum SnapshotFormat: String, ExpressibleByArgument, CaseIterable {
    case text, ansi, svg
}
