import ArgumentParser
import LayoutRunner
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

/// `tcv fuzz NAME|FILE.swift`: seeded random sessions against a demo or the user's layout file,
/// UIKit's invariants checked after every step, the first failure shrunk to a `--keys` script that
/// `tcv snapshot` replays. A file is fuzzed by its generated program (running this same command), as `tcv snapshot
/// FILE.swift` draws it.
struct FuzzCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Fuzz a demo's or your own layout file's layout headless against UIKit's invariants.",
        discussion: """
            NAME is a demo or a .swift file with a layout or a UICollectionViewController subclass (as for \
            `tcv snapshot FILE.swift`, with the same --sections/--items/--item-size/--layout/--with). Plays seeded \
            random sessions: scroll keys, pages, Home/End, the mouse wheel (sideways too, which scrolls orthogonal \
            sections), resizes down to 1x1 and up to 300 columns, pauses; where the screen has them, clicks and \
            drags of items (selection, interactive movement), right-clicks (edit menus) and the screen's own key \
            commands (updates, layout transitions). A layout file's generated screen has update keys \
            (a x m r n X b: insert, delete, move, reload items, insert and delete sections, a batch), which the \
            fuzzer also applies to a reference model of the data. After every step it checks: the visible cells \
            are the items layoutAttributesForElements(in: bounds) returns there; each sits at its attributes' \
            frame; layoutAttributesForItem(at:) agrees; no element twice and none past the data; finite geometry; \
            willDisplay/didEndDisplaying paired; views made stay within visible + 2 per reuse identifier; the \
            selection names items in the data and visible cells' isSelected agrees; the cells show the model's \
            items; no frame took more than --frame-budget ms of real time. The first failure is shrunk (actions \
            removed, waits, resizes and drags simplified) and printed as a `tcv snapshot` command that replays it; \
            the exit status is then 1. For a .swift file a crash of your code, or an action longer than --time-limit \
            seconds, is a finding too: named by your function and line, shrunk, replayable; the fuzzing goes on and \
            counts the sessions that failed there.
            """)

    @Argument(help: "The demo's name (see `tcv list`), or a .swift layout file (see `tcv run`).")
    var name: String

    @Option(parsing: .unconditional, help: "The first session's seed; session r uses SEED+r.")
    var seed: UInt64 = 1

    // `.unconditional` here and below: `--runs -1` gets the one-line range error, not "Missing value".
    @Option(parsing: .unconditional, help: "How many sessions to play.")
    var runs = 100

    @Option(parsing: .unconditional, help: "Actions per session.")
    var steps = 40

    @Option(parsing: .unconditional, help: "The screen size sessions start at, as COLSxROWS.")
    var size = "80x24"

    @Option(parsing: .unconditional, help: "The most real time a frame (input, layout, drawing) may take, in milliseconds.")
    var frameBudget: Double = FrameBudget.standard.milliseconds

    @OptionGroup var layoutOptions: LayoutFileOptions

    @OptionGroup var link: ProgramLinkOptions

    /// What one fuzzing asks for, as `tcv` passes it on to a file's program.
    struct Settings {
        var seed: UInt64
        var runs: Int
        var steps: Int
        var size: CellSize
        var frameBudget: Double

        /// The options besides the seed and the runs, as the program takes them.
        var arguments: [String] {
            ["--steps", String(steps), "--size", size.description, "--frame-budget", String(frameBudget)]
        }
    }

    func run(in context: CommandContext) throws {
        guard runs >= 1, steps >= 1 else { throw CommandFailure("--runs and --steps must be at least 1, got --runs \(runs) --steps \(steps)") }
        guard frameBudget > 0, frameBudget.isFinite else { throw CommandFailure("--frame-budget takes a positive number of milliseconds") }
        let settings = Settings(seed: seed, runs: runs, steps: steps, size: try ScreenSizeArgument.parse(size), frameBudget: frameBudget)
        let request = try layoutOptions.request(for: name)
        let isFile = LayoutFileRun.isFile(name)
        if let entry = context.screens.programEntry, isFile {
            let timeLimit = try layoutOptions.checkedTimeLimit(default: 2)
            let (program, path) = try LayoutFileRun.build(files: [name], layoutOptions: layoutOptions, entry: entry)
            let watcher = LayoutFileFuzz(program: program, path: path, name: name, settings: settings,
                                         layoutOptions: layoutOptions, timeLimit: timeLimit)
            return try finish(with: watcher.run())
        }
        request.prepareProcess(headlessSize: settings.size)
        let screen = try context.screens.screen(for: request)
        // The replay command names a file as typed, with its data options, so `tcv snapshot` rebuilds the same screen.
        let makeWindow = screen.makeWindow
        var target = FuzzTarget(name: isFile ? name : screen.name, replayOptions: isFile ? layoutOptions.replayOptions : "",
                                makeModel: screen.makeModel) { clock in makeWindow(clock) }
        target.screenScaling = screen.scaling
        var fuzzer = Fuzzer(target: target, size: settings.size, steps: steps, budget: FrameBudget(milliseconds: frameBudget))
        if let log = link.progress.flatMap(ProgressLog.init(path:)) { fuzzer.progress = log.record }
        // Problems the core reports (and skips) are what the fuzzer checks; they would only repeat
        // here. A demo may raise an inconsistency on purpose (the updates demo's x); it reloads.
        let outcome = Diagnostics.$sink.withValue(DiagnosticsRecorder()) { fuzzer.describeRun(seed: seed, runs: runs) }
        try StandardOutput.writeChecked(outcome.text)
        try finish(with: outcome.failed ? 1 : 0)
    }
}
