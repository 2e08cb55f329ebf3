import Foundation
import ArgumentParser
import Demos
import LayoutQA
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView
import TerminalHost

/// `tcv replay FILE.cast`: re-runs a recorded session headless and reports the first frame today's
/// build draws differently, or with `--live` plays it again in the terminal at the recorded pace.
struct ReplayCommand: ParsableCommand {
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

    func run() throws {
        let cast: Asciicast
        do {
            cast = try Asciicast.load(file)
        } catch {
            CommandFailure.exit(error.description)
        }
        if let arguments = cast.runArguments { replayFiles(cast, arguments: arguments) }
        guard let name = cast.demoName else {
            CommandFailure.exit("\(CommandFailure.quote(file)) was not recorded by `tcv demo NAME --record` or `tcv run FILE.swift --record` (command: \(CommandFailure.quote(cast.command)))")
        }
        let presentation: PresentationOptions
        do {
            presentation = try PresentationOptions.fromRecorded(cast.demoFlags)
        } catch {
            CommandFailure.exit("\(CommandFailure.quote(file)): the recorded command \(CommandFailure.quote(cast.command)) has flags tcv replay cannot apply")
        }
        MainActor.assumeIsolated {
            let demo = DemoName.resolve(name)
            let make = { (clock: FrameClock) in presentation.makeApp(root: demo.makeViewController(), clock: clock) }
            if live { Foundation.exit(CastPlayer.playLive(cast, path: file, name: name, make: make)) }
            Foundation.exit(CastReplay.check(cast, path: file, name: name, make: make))
        }
    }

    /// A `tcv run` cast: the files are compiled again and their program replays the cast.
    private func replayFiles(_ cast: Asciicast, arguments: [String]) -> Never {
        let recorded: RunCommand
        do {
            recorded = try RunCommand.parse(arguments)
        } catch {
            CommandFailure.exit("\(CommandFailure.quote(file)): cannot re-run the recorded command \(CommandFailure.quote(cast.command)): \(RunCommand.message(for: error))")
        }
        var options = recorded.layoutOptions.runOptions(mode: .replay)
        recorded.presentation.apply(to: &options)
        options.cast = file
        options.live = live
        LayoutFileRun.exec(files: recorded.files, layoutOptions: recorded.layoutOptions, options: options)
    }
}
