import Foundation
import TermCanvas
import TermCollectionView
import TermCurses

/// Runs a generated program's screen in the terminal, restoring the terminal on every path (normal
/// end, `q`, signals, usage errors — whose message prints after the restore, on the normal screen).
/// Layout problems and batch-update inconsistencies wait for the restore too, as `tcv demo` does: the status line shows the latest one
/// live, and all of them print on standard error afterwards.
@MainActor
enum LiveRun {
    static func run(_ app: TerminalApp, clock: FrameClock) -> Never {
        let session: TerminalSession
        do {
            session = try TerminalSession.start()
        } catch {
            LayoutRunner.fail(error.description)
        }
        var problems: [LayoutProblem] = []
        var inconsistencies: [InternalInconsistencyException] = []
        LayoutDiagnostics.handler = { problems.append($0) }
        InternalInconsistencyException.handler = { inconsistencies.append($0) }
        let restore = {
            session.end()
            for problem in problems { StandardError.write("tcv: warning: \(problem)\n") }
            for exception in inconsistencies { StandardError.write("\(exception)\n") }
        }
        UsageError.handler = { error in
            restore()
            LayoutRunner.fail(error.description)
        }
        let status = TerminalRunLoop(screen: session.screen, source: session).run(app, clock: clock)
        restore()
        exit(status)
    }
}
