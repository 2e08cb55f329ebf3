import Foundation
import LayoutPackage
import LayoutQA
import LayoutRunner
import TermCollectionView

/// A `.swift` NAME under `tcv`: the files are compiled into a cached program (see `LayoutProgram`),
/// which runs the same command line with the user's screen, in this terminal; `tcv` watches it. A
/// crash of the user's code becomes a few lines — the runtime's message, the user's file and line,
/// the function, and the command that runs it again — and exit status `crashStatus`; `--backtrace`
/// shows Swift's whole backtrace instead. A headless step past `--time-limit` is a hang, stopped and
/// placed the same way.
enum LayoutFileRun {
    /// The exit status after the user's code crashed: sysexits' EX_SOFTWARE.
    static let crashStatus: Int32 = 70

    /// Whether a NAME argument names a file rather than a demo.
    static func isFile(_ name: String) -> Bool { name.hasSuffix(".swift") }

    /// What a crash report says the program was showing.
    struct Showing {
        /// `the terminal`, or the headless size `80x24`.
        var screen: String
        /// The data and scale options, for the data's size and the device's name.
        var layoutOptions: LayoutFileOptions

        /// `80x24 on iphone-16, generated data of 3 section(s) × 30 item(s)`.
        func description(generatedData: Bool) -> String {
            let scaling = layoutOptions.cells ? "one point per cell" : (layoutOptions.device ?? Device.defaultPhone.name)
            let sections = (try? layoutOptions.sections()) ?? 3
            let items = ((try? layoutOptions.items()) ?? nil) ?? 30
            let data = generatedData ? ", generated data of \(sections) section(s) × \(items) item(s)" : ""
            return "\(screen) on \(scaling)\(data)"
        }
    }

    /// The files' program, built if it is not cached; a compile error is the compiler's lines, the
    /// porting hints and a one-line failure.
    static func build(files: [String], layoutOptions: LayoutFileOptions, entry: ProgramEntry) throws -> (program: LayoutProgram, path: String) {
        let program = LayoutProgram(paths: files + layoutOptions.otherFiles, layoutName: layoutOptions.layout, entry: entry)
        do throws(LayoutProgramError) {
            let path = try program.executable(progress: { message in
                if isatty(STDERR_FILENO) == 1 { StandardError.write("tcv: \(message)…\n") }
            })
            return (program, path)
        } catch {
            for line in error.diagnostics { StandardError.write(line + "\n") }
            for hint in error.hints { StandardError.write("tcv: hint: \(hint)\n") }
            throw CommandFailure(error.description)
        }
    }

    /// How `tcv` watches the program.
    enum Watch {
        /// Live: the program logs its input, so a crash replays headless with its keys.
        case live
        /// Headless: the program reports each step, so a step past `timeLimit` seconds is a hang.
        case headless(timeLimit: Double)
        /// Neither (a replay).
        case plain
    }

    /// Runs `arguments` — the command line as typed — in the files' program and returns the status
    /// it ends with.
    static func run(files: [String], layoutOptions: LayoutFileOptions, entry: ProgramEntry, arguments: [String],
                    showing: Showing, watch: Watch) throws -> Int32 {
        let (program, path) = try build(files: files, layoutOptions: layoutOptions, entry: entry)
        return try withScratchFiles("progress", "input") { progress, inputLog in
            var link: [String] = []
            var timeLimit: Double?
            var loggedInput: String?
            switch watch {
            case .live: (link, loggedInput) = (["--input-log", inputLog.path], inputLog.path)
            case .headless(let limit): (link, timeLimit) = (["--progress", progress.path], limit)
            case .plain: break
            }
            let ended = try start(program, at: path, arguments: arguments + link, layoutOptions: layoutOptions,
                                  progress: timeLimit == nil ? nil : progress, timeLimit: timeLimit)
            return finish(ended, program: program, files: files, showing: showing, layoutOptions: layoutOptions,
                          inputLog: loggedInput, timeLimit: timeLimit ?? 0)
        }
    }

    /// Runs `body` with two fresh files in the temporary folder (`tcv-FIRST-…log`, `tcv-SECOND-…log`)
    /// that a run of the program writes; they are removed afterwards.
    static func withScratchFiles<T>(_ first: String, _ second: String, _ body: (URL, URL) throws -> T) rethrows -> T {
        let folder = FileManager.default.temporaryDirectory
        let urls = [first, second].map { folder.appendingPathComponent("tcv-\($0)-\(UUID().uuidString).log") }
        defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
        return try body(urls[0], urls[1])
    }

    /// Runs the built program in this terminal and waits for it (see `LayoutProgram.run`).
    static func start(_ program: LayoutProgram, at path: String, arguments: [String], layoutOptions: LayoutFileOptions,
                      progress: URL? = nil, timeLimit: Double? = nil,
                      whileWaiting: ((pid_t) -> Void)? = nil) throws -> LayoutProgram.Termination {
        do {
            return try program.run(path, arguments: arguments, backtrace: layoutOptions.backtrace,
                                   progress: progress, timeLimit: timeLimit, whileWaiting: whileWaiting)
        } catch {
            throw CommandFailure("cannot start \(path): \(error)")
        }
    }

    /// The status the program ended with, or after its crash report `crashStatus`.
    static func finish(_ ended: LayoutProgram.Termination, program: LayoutProgram, files: [String], showing: Showing,
                       layoutOptions: LayoutFileOptions, inputLog: String?, timeLimit: Double) -> Int32 {
        StandardError.write(ended.errorOutput)
        guard var crash = ended.crash else { return ended.status }
        if ended.hung { crash.message = "did not return within \(LayoutFileFuzz.seconds(timeLimit)) (stopped)" }
        for line in crash.precedingLines { StandardError.write(line + "\n") }
        let typed = (["tcv"] + CommandLine.arguments.dropFirst()).map { ShellWord.quoted($0) }.joined(separator: " ")
        let replay = inputLog.flatMap { headlessReplay(of: $0, files: files, layoutOptions: layoutOptions) } ?? typed
        let name = files.count == 1 ? (files[0] as NSString).lastPathComponent : "your code"
        for line in crash.lines(program: name, replay: replay, verb: ended.hung ? "hung" : "crashed",
                                context: showing.description(generatedData: program.showsGeneratedData)) {
            StandardError.write(line + "\n")
        }
        return crashStatus
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
