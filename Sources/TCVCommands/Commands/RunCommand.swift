import ArgumentParser
import TermCollectionView
import TermCurses

/// `tcv run Layout.swift [More.swift …]`: the user's layout, live (see `LayoutProgram`).
struct RunCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Compile UIKit layout files and show them live.",
        discussion: """
            The files are compiled as Swift 5 with `import UIKit` meaning UIKitCompat, into a program cached \
            under ~/.cache/tcv (or $XDG_CACHE_HOME/tcv): the same files start again without a build. A \
            UICollectionViewController subclass in the files is the app; otherwise the one layout class is \
            shown with SECTIONS × ITEMS cells labelled with their index paths.
            """)

    @Argument(help: "The .swift files.")
    var files: [String]

    @OptionGroup var layoutOptions: LayoutFileOptions

    @Flag(help: "Rebuild when a file is saved and show the new build in place, scrolled where you were; a compile error shows in the status line.")
    var watch = false

    @OptionGroup var recording: RecordOption

    @OptionGroup(title: "Presenter chrome (as `tcv demo` draws it)") var presentation: PresentationOptions

    @OptionGroup var link: ProgramLinkOptions

    func run(in context: CommandContext) throws {
        if watch && recording.record != nil {
            throw CommandFailure("--watch with --record is not supported: a recording replays one build; record without --watch")
        }
        if recording.record != nil && presentation.script != nil {
            throw CommandFailure("--record with --script is not supported yet: tcv replay could not play the script's steps")
        }
        _ = try presentation.loadScript()
        if let entry = context.screens.programEntry {
            _ = try layoutOptions.request(forFile: files[0])
            if watch {
                return try finish(with: LayoutFileWatch(files: files, layoutOptions: layoutOptions, arguments: context.arguments,
                                                        entry: entry).run())
            }
            return try finish(with: LayoutFileRun.run(
                files: files, layoutOptions: layoutOptions, entry: entry, arguments: context.arguments,
                showing: .init(screen: "the terminal", layoutOptions: layoutOptions), watch: .live))
        }
        let request = try layoutOptions.request(forFile: files[0], reportedAspect: TerminalCellAspect.reported())
        request.prepareProcess(headlessSize: nil)
        let screen = try context.screens.screen(for: request)
        let record = recording.record.map { path in (path, recordedCommand(scaling: request.scaling)) }
        try finish(with: LiveSession(screen: screen, presentation: presentation, record: record, link: link).run())
    }

    /// The command a recording names, so `tcv replay` shows it at the same scale: the terminal's own
    /// cell aspect, when it reported one and none was given, is written into it.
    private func recordedCommand(scaling: ScreenScaling) -> [String] {
        var words = ["tcv", "run"] + files + layoutOptions.recordedArguments + presentation.recordedArguments
        if layoutOptions.cellAspect == nil, case .device(_, let aspect) = scaling, aspect != ScreenScaling.defaultCellAspect {
            words += ["--cell-aspect", String(Double(aspect))]
        }
        return words
    }
}
