import ArgumentParser

/// `tcv demo NAME`: one demo, live.
struct DemoCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Run one demo interactively (see `tcv list`).")

    @Argument(help: "The demo's name.")
    var name: String

    @Option(name: .customLong("items"), parsing: .unconditional, help: ArgumentHelp(
        "How many items the list demos (list, boxlist) show, e.g. 10000000 or 2^40.", valueName: "count"))
    var itemsArgument: String?

    @OptionGroup var recording: RecordOption

    @OptionGroup var presentation: PresentationOptions

    @Flag(help: "Run right to left, as a phone set to Arabic or Hebrew: layouts that flip (flow layouts) show mirrored.")
    var rightToLeft = false

    func run(in context: CommandContext) throws {
        if recording.record != nil && presentation.script != nil {
            throw CommandFailure("--record with --script is not supported yet: tcv replay could not play the script's steps")
        }
        if recording.record != nil && itemsArgument != nil {
            throw CommandFailure("--record with --items is not supported yet: tcv replay replays a demo's default content")
        }
        var request = ScreenRequest(name: name)
        request.items = try itemsArgument.map { try CountArgument.parse($0, flag: "--items", maximum: CountArgument.maximumItems) }
        request.rightToLeft = rightToLeft
        request.prepareProcess(headlessSize: nil)
        let screen = try context.screens.screen(for: request)
        let record = recording.record.map { path in
            (path, ["tcv", "demo", screen.name] + presentation.recordedArguments + (rightToLeft ? ["--right-to-left"] : []))
        }
        try finish(with: LiveSession(screen: screen, presentation: presentation, record: record).run())
    }
}
