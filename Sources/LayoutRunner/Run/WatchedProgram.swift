import Foundation
import TermApp
import TermCanvas

/// The program's side of `tcv run --watch`: `tcv` rebuilds the files when they change and asks the
/// running program to make way (SIGUSR1: the terminal restored, exit 138), after it saved its screen
/// to the state file; the rebuilt program restores that screen on its first frame. While a rebuild
/// runs, and when it fails, `tcv` writes a line to the notice file beside the state file and sends
/// SIGUSR2: the window shows it first in its status line (an empty file clears it).
///
/// An app decorator: the window's own behaviour is unchanged; only its first tick and notices differ.
@MainActor
public final class WatchedProgram: TerminalAppDecorator {
    private let window: Window
    private let statePath: String
    private var pendingState: WatchedScreenState?

    /// `app` showing `window`, whose screen the state file at `statePath` restores on the first frame.
    public init(app: TerminalApp, window: Window, statePath: String) {
        self.window = window
        self.statePath = statePath
        pendingState = WatchedScreenState.load(from: statePath)
        super.init(app)
        readNotice()
    }

    /// Saves the screen for the rebuilt program (called once the terminal is restored).
    public func saveState() {
        WatchedScreenState(window: window)?.save(to: statePath)
    }

    /// Shows the notice file's first line, or nothing when it is empty or gone.
    public func readNotice() {
        let text = (try? String(contentsOfFile: WatchedProgramFiles.noticePath(forState: statePath), encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first.map(String.init)
        window.notice = line.flatMap { $0.isEmpty ? nil : $0 }
    }

    override public func render(into canvas: inout Canvas) {
        app.render(into: &canvas)
        // The first frame has shown the controller at the terminal's size: the saved offset now
        // fits a laid-out screen, and the frame is drawn again from it, so the user never sees the top.
        guard let state = pendingState else { return }
        pendingState = nil
        state.restore(in: window)
        app.render(into: &canvas)
    }
}

/// The files `tcv` and a watched program share (`--watch-state PATH`).
public enum WatchedProgramFiles {
    /// The file `tcv` writes notices to, beside the state file.
    public static func noticePath(forState path: String) -> String { path + ".notice" }
}
