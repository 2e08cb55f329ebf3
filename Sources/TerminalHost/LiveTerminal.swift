import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TermCurses

/// Runs a terminal app live for a command-line program, the way `tcv` and the programs `tcv run`
/// builds do, and exits with its status. The terminal is restored on every path: normal end, `q`,
/// signals (exit 128+n, handled by the session) and usage errors, whose message prints after the
/// restore so it stays readable on the normal screen.
///
/// Layout problems cannot go to standard error while curses owns the screen (they would scribble over
/// it): the status line shows the latest one live, and all of them print on standard error, one line
/// each, once the terminal is restored; so do batch-update inconsistencies
/// (`NSInternalInconsistencyException: …`), which a screen shows from `latestInconsistency`.
@MainActor
public enum LiveTerminal {
    /// Runs `app` on `clock` until it finishes. An error (no terminal, a usage error) is one
    /// `tcv: error:` line and exit status 1 (`ToolOutput.fail`); problems are `tcv: warning:` lines.
    /// `afterRestore` runs once the terminal is back (a recording is written there, or a watched
    /// program's state), with the exit status, before the exit; `onNotice` runs when the starting
    /// process sends a notice (`TerminalInput.notice`).
    public static func run(_ app: TerminalApp, clock: FrameClock, afterRestore: @escaping (Int32) -> Void = { _ in },
                           onNotice: @escaping () -> Void = {}) -> Never {
        let fail = ToolOutput.fail
        let session: TerminalSession
        do {
            session = try TerminalSession.start()
        } catch {
            fail(error.description)
        }
        var problems: [LayoutProblem] = []
        var inconsistencies: [InternalInconsistencyException] = []
        LayoutDiagnostics.handler = { problems.append($0) }
        InternalInconsistencyException.handler = { inconsistencies.append($0) }
        let restore = { (status: Int32) in
            session.end()
            afterRestore(status)
            for problem in problems { StandardError.write("tcv: warning: \(problem)\n") }
            for exception in inconsistencies { StandardError.write("tcv: \(exception)\n") }
        }
        UsageError.handler = { error in
            restore(1)
            fail(error.description)
        }
        let status = TerminalRunLoop(screen: session.screen, source: session, onNotice: onNotice).run(app, clock: clock)
        restore(status)
        exit(status)
    }
}
