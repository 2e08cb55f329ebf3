import Foundation
import ArgumentParser
import TermCollectionView
import LayoutPackage
import LayoutQA
import LayoutRunner

/// The options of a layout file run (`tcv run`, and `tcv snapshot`/`tcv trace` given a `.swift` file).
struct LayoutFileOptions: ParsableArguments {
    // `.unconditional`: the next argument is the value even when it starts with "-", so `--items -1`
    // gets the one-line range error instead of argument-parser's "Missing value".
    @Option(name: .customLong("items"), parsing: .unconditional, help: ArgumentHelp(
        "Items per section of the generated data source (default: 30); for the list demos, their count.",
        discussion: "A whole number up to 2^40, written 1000000, 1_000_000 or 2^20.", valueName: "count"))
    var itemsArgument: String?

    @Option(name: .customLong("sections"), parsing: .unconditional, help: ArgumentHelp(
        "Sections of the generated data source (default: 3, at most 1000000).", valueName: "count"))
    var sectionsArgument: String?

    /// `--items` as a count (checked: one line and exit status 64 when it is not one).
    var items: Int? { itemsArgument.map { CountArgument.parse($0, flag: "--items", maximum: CountArgument.maximumItems) } }

    /// `--sections` as a count (checked like `items`).
    var sections: Int {
        sectionsArgument.map { CountArgument.parse($0, flag: "--sections", maximum: CountArgument.maximumSections) } ?? 3
    }

    @Option(help: "itemSize for a flow layout, as WxH (points).")
    var itemSize: String?

    @Option(help: ArgumentHelp(
        "The device whose screen width in points fills the terminal's width (default: \(Device.defaultPhone.name)).",
        discussion: "One of: " + Device.all.map(\.description).joined(separator: ", ") + ".",
        valueName: "name"))
    var device: String?

    @Flag(help: "One point per cell, for layouts written for the terminal (instead of a device's width).")
    var cells = false

    @Option(help: ArgumentHelp(
        "A terminal cell's height over its width (default: the terminal's, where it reports its pixel size, else 2).",
        valueName: "ratio"))
    var cellAspect: Double?

    @Option(help: "The layout or controller class to show when the files have several.")
    var layout: String?

    @Option(name: .customLong("with"), help: "Another .swift file to compile along (repeatable).")
    var otherFiles: [String] = []

    @Flag(help: "Run right to left, as a phone set to Arabic or Hebrew: layouts that flip (flow layouts) show mirrored.")
    var rightToLeft = false

    @Flag(help: "When your code crashes, print Swift's whole backtrace instead of tcv's summary.")
    var backtrace = false

    @Option(help: ArgumentHelp(
        "Seconds one step (snapshot, trace) or one action (fuzz) may run before your code counts as hung (default: 10; fuzz: 2).",
        valueName: "seconds"))
    var timeLimit: Double?

    /// `--time-limit`, or `fallback`; a value that is not a positive number stops with one line.
    func checkedTimeLimit(default fallback: Double) -> Double {
        guard let timeLimit else { return fallback }
        guard timeLimit > 0, timeLimit.isFinite else { CommandFailure.exit("--time-limit takes a positive number of seconds, got \(timeLimit)") }
        return timeLimit
    }

    /// Stops with one line when any of these options is given for a demo: they shape a generated
    /// data source, which demos do not have. (`--items` is the list demos' count: see
    /// `DemoName.makeViewController(_:items:)`.) Sets the app's layout direction (`--right-to-left`),
    /// which demos take too.
    func rejectForDemo(_ name: String) {
        let given = [sectionsArgument != nil ? "--sections" : nil, itemSize.map { _ in "--item-size" },
                     layout.map { _ in "--layout" }, otherFiles.isEmpty ? nil : "--with", backtrace ? "--backtrace" : nil,
                     timeLimit.map { _ in "--time-limit" }].compactMap { $0 }
        if let first = given.first { CommandFailure.exit("\(first) applies to .swift layout files, not to the demo \"\(name)\"") }
        let scaling = [device.map { _ in "--device" }, cells ? "--cells" : nil, cellAspect.map { _ in "--cell-aspect" }].compactMap { $0 }
        if let first = scaling.first {
            CommandFailure.exit("\(first) applies to .swift layout files; the demo \"\(name)\" is written for the terminal, one point per cell")
        }
        // The demo runs in this process: its direction is set here (a file's program sets its own).
        let direction: UserInterfaceLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        MainActor.assumeIsolated { UserInterfaceLayoutDirection.app = direction }
    }

    /// The options as typed, for a cast's command (`tcv run FILE.swift --record`): `tcv replay` parses them back.
    var recordedArguments: [String] {
        var arguments = ["--items", String(items ?? 30), "--sections", String(sections)]
        if let itemSize { arguments += ["--item-size", itemSize] }
        if let layout { arguments += ["--layout", layout] }
        arguments += otherFiles.flatMap { ["--with", $0] }
        if let device { arguments += ["--device", device] }
        if cells { arguments.append("--cells") }
        if let cellAspect { arguments += ["--cell-aspect", String(cellAspect)] }
        if rightToLeft { arguments.append("--right-to-left") }
        return arguments
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
        options.items = items ?? 30
        options.sections = sections
        if let itemSize {
            guard let size = RunOptions.size(itemSize) else {
                CommandFailure.exit("invalid --item-size \"\(itemSize)\": expected WxH with positive numbers, e.g. 16x3")
            }
            options.itemSize = size
        }
        if cells, device != nil { CommandFailure.exit("--cells and --device contradict each other: choose one") }
        options.cells = cells
        if let device {
            guard let named = Device.named(device) else {
                CommandFailure.exit("unknown --device \"\(device)\": choose one of " + Device.all.map(\.name).joined(separator: ", "))
            }
            options.device = named
        }
        options.rightToLeft = rightToLeft
        if let cellAspect {
            guard cellAspect > 0, cellAspect.isFinite else {
                CommandFailure.exit("invalid --cell-aspect \(cellAspect): a cell's height over its width, a positive number such as 2")
            }
            options.cellAspect = CGFloat(cellAspect)
        }
        return options
    }
}

/// Compiles layout files into a cached program (see `LayoutProgram`) and runs it in this terminal,
/// exiting with its status. A crash of the user's code becomes a few lines — the runtime's message,
/// the user's file and line, the function, and the command that runs it again — and exit status
/// `crashStatus`; `--backtrace` shows Swift's whole backtrace instead.
enum LayoutFileRun {
    /// The exit status after the user's code crashed: sysexits' EX_SOFTWARE.
    static let crashStatus: Int32 = 70

    /// Whether a NAME argument names a file rather than a demo.
    static func isFile(_ name: String) -> Bool { name.hasSuffix(".swift") }

    /// The screen and data a crash happened on: `80x24 on iphone-16, generated data of 3 sections × 30 items`.
    private static func context(of options: RunOptions, generatedData: Bool) -> String {
        let screen = options.mode == .live ? "the terminal" : "\(options.size.width)x\(options.size.height)"
        let scaling = options.cells ? "one point per cell" : options.device.name
        let data = generatedData ? ", generated data of \(options.sections) section(s) × \(options.items) item(s)" : ""
        return "\(screen) on \(scaling)\(data)"
    }

    /// The files' program, built if it is not cached; a compile error is the compiler's lines, the
    /// porting hints and exit status 1.
    static func build(files: [String], layoutOptions: LayoutFileOptions) -> (program: LayoutProgram, path: String) {
        let program = LayoutProgram(paths: files + layoutOptions.otherFiles, layoutName: layoutOptions.layout)
        do {
            let path = try program.executable(progress: { message in
                if isatty(STDERR_FILENO) == 1 { StandardError.write("tcv: \(message)…\n") }
            })
            return (program, path)
        } catch {
            for line in error.diagnostics { StandardError.write(line + "\n") }
            for hint in error.hints { StandardError.write("tcv: hint: \(hint)\n") }
            CommandFailure.exit(error.description)
        }
    }

    static func exec(files: [String], layoutOptions: LayoutFileOptions, options: RunOptions) -> Never {
        let (program, path) = build(files: files, layoutOptions: layoutOptions)
        // A headless run reports each step, so a step past the time limit is a hang, stopped and placed.
        var options = options
        let headless = options.mode == .snapshot || options.mode == .trace
        let timeLimit = layoutOptions.checkedTimeLimit(default: 10)
        let progress = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-progress-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: progress) }
        if headless { options.progress = progress.path }
        // Live, the session's input is logged, so a crash can be replayed headless with its keys.
        let inputLog = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-input-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: inputLog) }
        if options.mode == .live { options.inputLog = inputLog.path }
        let ended = start(program, at: path, options: options, layoutOptions: layoutOptions,
                          progress: headless ? progress : nil, timeLimit: headless ? timeLimit : nil)
        try? FileManager.default.removeItem(at: progress)
        finish(ended, program: program, files: files, options: options, layoutOptions: layoutOptions, timeLimit: timeLimit)
    }

    /// Runs the built program in this terminal and waits for it (see `LayoutProgram.run`).
    static func start(_ program: LayoutProgram, at path: String, options: RunOptions, layoutOptions: LayoutFileOptions,
                      progress: URL? = nil, timeLimit: Double? = nil,
                      whileWaiting: ((pid_t) -> Void)? = nil) -> LayoutProgram.Termination {
        do {
            return try program.run(path, arguments: options.arguments, backtrace: layoutOptions.backtrace,
                                   progress: progress, timeLimit: timeLimit, whileWaiting: whileWaiting)
        } catch {
            CommandFailure.exit("cannot start \(path): \(error)")
        }
    }

    /// Exits as the program ended: with its status, or after its crash report with `crashStatus`.
    static func finish(_ ended: LayoutProgram.Termination, program: LayoutProgram, files: [String], options: RunOptions,
                       layoutOptions: LayoutFileOptions, timeLimit: Double) -> Never {
        StandardError.write(ended.errorOutput)
        let inputLog = options.inputLog
        guard var crash = ended.crash else {
            if let inputLog { try? FileManager.default.removeItem(atPath: inputLog) }
            Foundation.exit(ended.status)
        }
        if ended.hung { crash.message = "did not return within \(LayoutFileFuzz.seconds(timeLimit)) (stopped)" }
        for line in crash.precedingLines { StandardError.write(line + "\n") }
        let typed = (["tcv"] + CommandLine.arguments.dropFirst()).map { ShellWord.quoted($0) }.joined(separator: " ")
        let replay = inputLog.flatMap { headlessReplay(of: $0, files: files, layoutOptions: layoutOptions) } ?? typed
        if let inputLog { try? FileManager.default.removeItem(atPath: inputLog) }
        let name = files.count == 1 ? (files[0] as NSString).lastPathComponent : "your code"
        for line in crash.lines(program: name, replay: replay, verb: ended.hung ? "hung" : "crashed",
                                context: context(of: options, generatedData: program.showsGeneratedData)) {
            StandardError.write(line + "\n")
        }
        Foundation.exit(crashStatus)
    }

    /// `tcv snapshot FILES … --size WxH --keys KEYS`: the live session up to its crash, replayed headless
    /// on the same screen (the terminal's size and cell aspect, the same data), from its input log.
    static func headlessReplay(of inputLog: String, files: [String], layoutOptions: LayoutFileOptions) -> String? {
        guard let log = InputLogFile.read(inputLog) else { return nil }
        var words = ["tcv", "snapshot"] + files + layoutOptions.recordedArguments + ["--size", log.size]
        if let aspect = log.cellAspect, layoutOptions.cellAspect == nil, !layoutOptions.cells { words += ["--cell-aspect", aspect] }
        words += ["--keys", log.keys]
        return words.map { ShellWord.quoted($0) }.joined(separator: " ")
    }
}
