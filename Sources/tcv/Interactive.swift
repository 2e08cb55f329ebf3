import Foundation
import TermCanvas
import TermCollectionView
import TermCurses

/// Runs a terminal app live and exits with its status. The terminal is restored on every path:
/// normal end, `q`, signals (exit 128+n, handled by the session) and usage errors, whose message
/// prints after the restore so it stays readable on the normal screen.
@MainActor
enum Interactive {
    static func run(_ app: TerminalApp, clock: FrameClock) throws -> Never {
        let session: TerminalSession
        do {
            session = try TerminalSession.start()
        } catch {
            CommandFailure.exit(error.description)
        }
        UsageError.handler = { error in
            session.end()
            CommandFailure.exit(error.description)
        }
        let status = TerminalRunLoop(screen: session.screen, source: session).run(app, clock: clock)
        session.end()
        exit(status)
    }
}
