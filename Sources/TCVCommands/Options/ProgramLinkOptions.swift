import ArgumentParser

/// What `tcv` adds to the arguments when it runs a `.swift` file's program, never typed: where the
/// program writes its progress (so a crash or hang is placed at its step), logs its input (so a crash
/// replays), and keeps its screen across a rebuild (`tcv run --watch`).
struct ProgramLinkOptions: ParsableArguments {
    @Option(help: .hidden)
    var progress: String?

    @Option(help: .hidden)
    var inputLog: String?

    @Option(help: .hidden)
    var watchState: String?
}
