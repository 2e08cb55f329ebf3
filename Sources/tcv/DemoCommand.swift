import Foundation
import ArgumentParser
import Demos
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView
import TerminalHost

/// `tcv demo NAME`: one demo, live.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Run one demo interactively (see `tcv list`).")

    @Argument(help: "The demo's name.")
    var name: String

    @Option(name: .customLong("items"), parsing: .unconditional, help: ArgumentHelp(
        "How many items the list demos (list, boxlist) show, e.g. 10000000 or 2^40.", valueName: "count"))
    var itemsArgument: String?

    private var items: Int? { itemsArgument.map { CountArgument.parse($0, flag: "--items", maximum: CountArgument.maximumItems) } }

    @OptionGroup var recording: RecordOption

    @OptionGroup var presentation: PresentationOptions

    @Flag(help: "Run right to left, as a phone set to Arabic or Hebrew: layouts that flip (flow layouts) show mirrored.")
    var rightToLeft = false

    func run() throws {
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        MainActor.assumeIsolated {
            if recording.record != nil && presentation.script != nil {
                CommandFailure.exit("--record with --script is not supported yet: tcv replay could not play the script's steps")
            }
            if recording.record != nil && items != nil {
                CommandFailure.exit("--record with --items is not supported yet: tcv replay replays a demo's default content")
            }
            let demo = DemoName.resolve(name)
            UserInterfaceLayoutDirection.app = rightToLeft ? .rightToLeft : .leftToRight
            let clock = SystemClock()
            let app = presentation.makeApp(root: DemoName.makeViewController(demo, items: items), clock: clock,
                                           script: presentation.loadScript())
            guard let record = recording.record else { Foundation.exit(LiveTerminal.run(app, clock: clock)) }
            let command = Asciicast.command(["tcv", "demo", demo.name] + presentation.recordedArguments + (rightToLeft ? ["--right-to-left"] : []))
            Foundation.exit(SessionRecorder.recordLive(app, clock: clock, command: command, to: record))
        }
    }
}
