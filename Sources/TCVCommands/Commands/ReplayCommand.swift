import ArgumentParser
import LayoutQA
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView
import TerminalHost

/// `tcv replay FILE.cast`: re-runs a recorded session headless and reports the first frame today's
/// build draws differently, or with `--live` plays it again in the terminal at the recorded pace.
struct ReplayCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded session headless and compare every frame, or --live in the terminal.",
        discussion: """
            The cast's command says what runs again: a demo (`tcv demo NAME --record`) or layout files \
            (`tcv run FILE.swift --record`, compiled again from the recorded paths). Exit status 0 when \
            every frame is drawn as recorded, 1 at the first difference (printed with both rows). With \
            --live the recorded keys play in the terminal at their recorded times, drawn at the recorded \
            size (top-left, with a note when the terminal's size differs); q stops.
            """)

    @Argument(help: "An asciicast v2 file written by `tcv demo NAME --record` or `tcv run FILE.swift --record`.")
    var file: String

    @Flag(help: "Play the session in the terminal at the recorded pace instead of checking it headless.")
    var live = false

    func run(in context: CommandContext) throws {
        let cast: Asciicast
        do {
            cast = try Asciicast.load(file)
        } catch {
            throw CommandFailure(error.description)
        }
        let (request, presentation) = try recordedScreen(of: cast)
        if let entry = context.screens.programEntry, LayoutFileRun.isFile(request.name) {
            // A `tcv run` cast: the recorded files are compiled again and their program replays it.
            let recorded = try recordedRun(cast)
            return try finish(with: LayoutFileRun.run(
                files: recorded.files, layoutOptions: recorded.layoutOptions, entry: entry, arguments: context.arguments,
                showing: .init(screen: "\(cast.width)x\(cast.height)", layoutOptions: recorded.layoutOptions), watch: .plain))
        }
        request.prepareProcess(headlessSize: CellSize(width: cast.width, height: cast.height))
        let screen = try context.screens.screen(for: request)
        let make = { (clock: FrameClock) -> TerminalApp in presentation.present(screen.makeWindow(clock), clock: clock) }
        if live { return try finish(with: CastPlayer.playLive(cast, path: file, name: screen.name, make: make)) }
        try finish(with: CastReplay.check(cast, path: file, name: screen.name, make: make))
    }

    /// The screen the cast's command showed, and its chrome: a demo (`tcv demo NAME --record`) or
    /// layout files (`tcv run FILE.swift --record`).
    private func recordedScreen(of cast: Asciicast) throws -> (ScreenRequest, PresentationOptions) {
        if cast.runArguments != nil {
            let recorded = try recordedRun(cast)
            return (try recorded.layoutOptions.request(forFile: recorded.files[0]), recorded.presentation)
        }
        guard let name = cast.demoName else {
            throw CommandFailure("\(CommandFailure.quote(file)) was not recorded by `tcv demo NAME --record` or `tcv run FILE.swift --record` (command: \(CommandFailure.quote(cast.command)))")
        }
        do {
            return (ScreenRequest(name: name), try PresentationOptions.fromRecorded(cast.demoFlags))
        } catch {
            throw CommandFailure("\(CommandFailure.quote(file)): the recorded command \(CommandFailure.quote(cast.command)) has flags tcv replay cannot apply")
        }
    }

    /// The `tcv run` command a cast names, parsed as `tcv run` parses it.
    private func recordedRun(_ cast: Asciicast) throws -> RunCommand {
        do {
            return try RunCommand.parse(cast.runArguments ?? [])
        } catch {
            throw CommandFailure("\(CommandFailure.quote(file)): cannot re-run the recorded command \(CommandFailure.quote(cast.command)): \(RunCommand.message(for: error))")
        }
    }
}
