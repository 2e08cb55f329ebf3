import Foundation
import TermCanvas
import TermCollectionView
import TermCurses

/// Runs a terminal app live and exits with its status. The terminal is restored on every path:
/// normal end, `q`, signals (exit 128+n, handled by the session) and usage errors, whose message
/// prints after the restore so it stays readable on the normal screen.
///
/// Layout problems cannot go to standard error while curses owns the screen (they would scribble over
/// it): the status line shows the latest one live, and all of them print on standard error, one line
/// each, once the terminal is restored; so do batch-update inconsistencies
/// (`NSInternalInconsistencyException: …`), which a screen shows from `latestInconsistency`.
@MainActor
enum Interactive {
    /// `afterRestore` runs once the terminal is back (a recording is written there), before the exit.
    static func run(_ app: TerminalApp, clock: FrameClock, afterRestore: @escaping () -> Void = {}) throws -> Never {
        let session: TerminalSession
        do {
            session = try TerminalSession.start()
        } catch {
            CommandFailure.exit(error.description)
        }
        var problems: [LayoutProblem] = []
        var inconsistencies: [InternalInconsistencyException] = []
        LayoutDiagnostics.handler = { problems.append($0) }
        InternalInconsistencyException.handler = { inconsistencies.append($0) }
        let restore = {
            session.end()
            afterRestore()
            for problem in problems { StandardError.write("tcv: warning: \(problem)\n") }
            for exception in inconsistencies { StandardError.write("\(exception)\n") }
        }
        UsageError.handler = { error in
            restore()
            CommandFailure.exit(error.description)
        }
        let status = TerminalRunLoop(screen: session.screen, source: session).run(app, clock: clock)
        restore()
        exit(status)
    }
}
