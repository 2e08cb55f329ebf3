import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TermCurses

/// Runs a terminal app live for a command-line program, the way `tcv` and the programs `tcv run`
/// builds do, and returns the status the program exits with. The terminal is restored on every
/// path: normal end, `q`, signals (128+n, handled by the session) and usage errors, whose message
/// prints after the restore so it stays readable on the normal screen.
///
/// Layout problems cannot go to standard error while curses owns the screen (they would scribble over
/// it): the status line shows the latest one live, and all of them print on standard error, one line
/// each, once the terminal is restored; so do batch-update inconsistencies
/// (`NSInternalInconsistencyException: …`), which a screen shows from `latestInconsistency`.
@MainActor
public enum LiveTerminal {
    /// Runs `app` on `clock` until it finishes and returns its exit status. Without a terminal the
    /// status is 1 after one `tcv: error:` line; a usage error ends the session after the frame it
    /// happened in, restores the terminal, prints its line and returns 1; problems are `tcv: warning:`
    /// lines. `afterRestore` runs once the terminal is back (a recording is written there, or a
    /// watched program's state), with the status; `onNotice` runs when the starting process sends a
    /// notice (`TerminalInput.notice`).
    public static func run(_ app: TerminalApp, clock: FrameClock, afterRestore: @escaping (Int32) -> Void = { _ in },
                           onNotice: @escaping () -> Void = {}) -> Int32 {
        let session: TerminalSession
        do {
            session = try TerminalSession.start()
        } catch {
            ToolOutput.error(error.message(alternative: "for headless output use `tcv snapshot NAME`"))
            return 1
        }
        let stopping = StoppingApp(app)
        let diagnostics = SessionDiagnostics(stopping: stopping)
        var status = Diagnostics.$sink.withValue(diagnostics) {
            TerminalRunLoop(screen: session.screen, source: session, onNotice: onNotice).run(stopping, clock: clock)
        }
        if stopping.usageError != nil { status = 1 }
        session.end()
        afterRestore(status)
        let printed = HeadlessDiagnostics()
        diagnostics.problems.forEach(printed.report)
        diagnostics.inconsistencies.forEach(printed.report)
        if let usageError = stopping.usageError { ToolOutput.error(usageError.description) }
        return status
    }
}

/// The app, finished as soon as a usage error is reported: the library has gone on with its fallback
/// for the rest of that frame, and the session ends before the next.
@MainActor
private final class StoppingApp: TerminalAppDecorator {
    private(set) var usageError: UsageError?

    /// Keeps the first error; the run loop sees `isFinished` after the event or frame at hand.
    func stop(with error: UsageError) {
        if usageError == nil { usageError = error }
    }

    override var isFinished: Bool { usageError != nil || app.isFinished }
    override var exitStatus: Int32 { usageError != nil ? 1 : app.exitStatus }
}

/// While curses owns the screen nothing may print: problems and inconsistencies wait for the
/// terminal to be restored, and a usage error stops the session.
@MainActor
private final class SessionDiagnostics: DiagnosticsSink {
    private let stopping: StoppingApp
    private(set) var problems: [LayoutProblem] = []
    private(set) var inconsistencies: [InternalInconsistencyException] = []

    init(stopping: StoppingApp) {
        self.stopping = stopping
        super.init()
    }

    override func report(_ error: UsageError) { stopping.stop(with: error) }
    override func report(_ problem: LayoutProblem) { problems.append(problem) }
    override func report(_ exception: InternalInconsistencyException) { inconsistencies.append(exception) }
}
