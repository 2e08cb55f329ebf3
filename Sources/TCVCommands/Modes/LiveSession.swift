import Foundation
import LayoutQA
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView
import TermCurses
import TerminalHost

/// The one live run, whatever the screen (`tcv`, `tcv demo`, a `tcv run` program): the screen's window
/// with its chrome in this terminal until `q`, Ctrl-C or the end; recorded with `--record`, its input
/// logged for a crash's replay, made way for a rebuild under `tcv run --watch`.
@MainActor
struct LiveSession {
    let screen: AppScreen
    let presentation: PresentationOptions
    /// `--record FILE` and the command the cast's header names (what `tcv replay` runs again).
    var record: (path: String, command: [String])?
    /// What `tcv` asked of a `.swift` file's program: the input log, the watch state (nil for a demo).
    var link: ProgramLinkOptions?

    /// Runs the session and returns its exit status, after the terminal is restored.
    func run() throws -> Int32 {
        let script = try presentation.loadScript()
        let clock = SystemClock()
        let window = screen.makeWindow(clock)
        var app = presentation.present(window, clock: clock, script: script)
        if let path = link?.inputLog, let log = InputLog(app: app, clock: clock, path: path, cellAspect: cellAspect) {
            app = log
        }
        if let statePath = link?.watchState {
            let watched = WatchedProgram(app: app, window: window, statePath: statePath)
            return LiveTerminal.run(watched, clock: clock, afterRestore: { status in
                if status == 128 + SIGUSR1 { watched.saveState() }
            }, onNotice: watched.readNotice)
        }
        guard let record else { return LiveTerminal.run(app, clock: clock) }
        return SessionRecorder.recordLive(app, clock: clock, command: Asciicast.command(record.command), to: record.path)
    }

    /// The cell aspect points are drawn at, for the input log; nil at one point per cell.
    private var cellAspect: Double? {
        guard case .device(_, let aspect) = screen.scaling else { return nil }
        return Double(aspect)
    }
}
