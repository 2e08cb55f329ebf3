import Foundation
import TermCanvas
import TermCollectionView
import TermCurses

/// Runs a generated program's screen in the terminal, restoring the terminal on every path (normal
/// end, `q`, signals, usage errors — whose message prints after the restore, on the normal screen).
@MainActor
enum LiveRun {
    static func run(_ app: TerminalApp, clock: FrameClock) -> Never {
        let session: TerminalSession
        do {
            session = try TerminalSession.start()
        } catch {
            LayoutRunner.fail(error.description)
        }
        UsageError.stopHandler = { error in
            session.end()
            LayoutRunner.fail(error.description)
        }
        let status = TerminalRunLoop(screen: session.screen, source: session).run(app, clock: clock)
        session.end()
        exit(status)
    }
}
