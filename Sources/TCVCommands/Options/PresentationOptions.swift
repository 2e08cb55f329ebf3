import ArgumentParser
import TermApp
import TermCanvas

/// The presenter flags (`--present`, `--hide-status`, `--script`), and the one place a window gets its
/// chrome: the commands build the app with them, `--record` writes the
/// drawing flags into the cast's command, and `tcv replay` parses them back from it, so a replay
/// draws what the recording drew.
struct PresentationOptions: ParsableArguments {
    @Flag(help: "Presenter mode: show each pressed key briefly in a badge in the bottom-right corner.")
    var present = false

    @Flag(help: "Hide the status line (for presenting).")
    var hideStatus = false

    @Option(help: "A demo script Space steps through: `> caption` lines show in a banner, other lines are keys (implies --present).")
    var script: String?

    /// The flags that change what is drawn, as typed: what a cast's command carries after the demo's name.
    var recordedArguments: [String] {
        (present ? ["--present"] : []) + (hideStatus ? ["--hide-status"] : [])
    }

    /// The options `recordedArguments` came from (a cast's command), or a one-line reason.
    static func fromRecorded(_ arguments: [String]) throws -> PresentationOptions {
        let options = try parse(arguments)
        guard options.script == nil else { throw ValidationError("a recorded command cannot carry --script") }
        return options
    }

    /// `window` with the chosen chrome: the status line unless hidden, wrapped in a `Presenter` when
    /// presenting, with the script's steps.
    @MainActor
    func present(_ window: Window, clock: FrameClock, script lines: [DemoScript.Line] = []) -> TerminalApp {
        window.showsStatusLine = !hideStatus
        return present || script != nil ? Presenter(app: window, clock: clock, script: lines) : window
    }

    /// The script's steps, or a one-line error naming the file and the bad line.
    func loadScript() throws -> [DemoScript.Line] {
        guard let script else { return [] }
        guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
            throw CommandFailure("cannot read --script \(CommandFailure.quote(script))")
        }
        do {
            return try DemoScript.parse(text)
        } catch {
            throw CommandFailure("--script \(CommandFailure.quote(script)): \(error.description)")
        }
    }
}
