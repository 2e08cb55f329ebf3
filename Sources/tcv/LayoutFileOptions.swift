import Foundation
import ArgumentParser
import TermCollectionView
import LayoutPackage
import LayoutQA
import LayoutRunner

/// The options of a layout file run (`tcv run`, and `tcv snapshot`/`tcv trace` given a `.swift` file).
struct LayoutFileOptions: ParsableArguments {
    @Option(help: "Items per section of the generated data source.")
    var items = 30

    @Option(help: "Sections of the generated data source.")
    var sections = 3

    @Option(help: "itemSize for a flow layout, as WxH (cells).")
    var itemSize: String?

    @Option(help: "The layout or controller class to show when the files have several.")
    var layout: String?

    @Option(name: .customLong("with"), help: "Another .swift file to compile along (repeatable).")
    var otherFiles: [String] = []

    /// Stops with one line when any of these options is given for a demo: they shape a generated
    /// data source, which demos do not have.
    func rejectForDemo(_ name: String) {
        let given = [items != 30 ? "--items" : nil, sections != 3 ? "--sections" : nil, itemSize.map { _ in "--item-size" },
                     layout.map { _ in "--layout" }, otherFiles.isEmpty ? nil : "--with"].compactMap { $0 }
        guard let first = given.first else { return }
        CommandFailure.exit("\(first) applies to .swift layout files, not to the demo \"\(name)\"")
    }

    /// The options as typed, for a cast's command (`tcv run FILE.swift --record`): `tcv replay` parses them back.
    var recordedArguments: [String] {
        ["--items", String(items), "--sections", String(sections)] + (itemSize.map { ["--item-size", $0] } ?? [])
            + (layout.map { ["--layout", $0] } ?? []) + otherFiles.flatMap { ["--with", $0] }
    }

    /// The same options as shell words, each with a leading space, for the `tcv snapshot FILE.swift`
    /// command that replays a fuzz failure on the same screen.
    var replayOptions: String {
        recordedArguments.map { " " + ShellWord.quoted($0) }.joined()
    }

    /// `RunOptions` for the generated program; bad values stop with one line naming the flag.
    func runOptions(mode: RunOptions.Mode) -> RunOptions {
        var options = RunOptions()
        options.mode = mode
        guard items >= 0, sections >= 0 else { CommandFailure.exit("--items and --sections take whole numbers ≥ 0") }
        options.items = items
        options.sections = sections
        if let itemSize {
            guard let size = RunOptions.size(itemSize) else {
                CommandFailure.exit("invalid --item-size \"\(itemSize)\": expected WxH with positive numbers, e.g. 16x3")
            }
            options.itemSize = size
        }
        return options
    }
}

/// Compiles layout files into a cached program (see `LayoutProgram`) and becomes that program.
enum LayoutFileRun {
    /// Whether a NAME argument names a file rather than a demo.
    static func isFile(_ name: String) -> Bool { name.hasSuffix(".swift") }

    static func exec(files: [String], layoutOptions: LayoutFileOptions, options: RunOptions) -> Never {
        let program = LayoutProgram(paths: files + layoutOptions.otherFiles, layoutName: layoutOptions.layout)
        let path: String
        do {
            path = try program.executable(progress: { message in
                if isatty(STDERR_FILENO) == 1 { StandardError.write("tcv: \(message)…\n") }
            })
        } catch {
            for line in error.diagnostics { StandardError.write(line + "\n") }
            for hint in error.hints { StandardError.write("tcv: hint: \(hint)\n") }
            CommandFailure.exit(error.description)
        }
        CommandFailure.exit("cannot start \(path): \(LayoutProgram.exec(path, arguments: options.arguments))")
    }
}
