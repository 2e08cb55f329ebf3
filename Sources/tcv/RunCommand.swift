import ArgumentParser
import LayoutQA
import LayoutRunner

/// `tcv run Layout.swift [More.swift …]`: the user's layout, live (see `LayoutProgram`).
struct RunCommand: ParsableCommand {
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

    func run() throws {
        var options = layoutOptions.runOptions(mode: .live)
        if watch && recording.record != nil {
            CommandFailure.exit("--watch with --record is not supported: a recording replays one build; record without --watch")
        }
        if recording.record != nil && presentation.script != nil {
            CommandFailure.exit("--record with --script is not supported yet: tcv replay could not play the script's steps")
        }
        presentation.apply(to: &options)
        if let record = recording.record {
            options.record = record
            options.command = Asciicast.command(["tcv", "run"] + files + layoutOptions.recordedArguments
                + presentation.recordedArguments)
        }
        if watch { LayoutFileWatch(files: files, layoutOptions: layoutOptions, options: options).run() }
        LayoutFileRun.exec(files: files, layoutOptions: layoutOptions, options: options)
    }
}
