import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

extension SessionRecorder {
    /// `--record FILE.cast` of `tcv demo` and `tcv run`: runs `app` live, recorded as `command`, and
    /// writes the cast to `path` once the terminal is restored. Fails before the terminal starts when
    /// the file cannot be written, so the session is not lost at the end.
    public static func recordLive(_ app: TerminalApp, clock: FrameClock, command: String, to path: String) -> Never {
        let quoted = ToolOutput.quote(path)
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            ToolOutput.fail("cannot write --record \(quoted)")
        }
        let recorder = SessionRecorder(app: app, clock: clock, command: command)
        LiveTerminal.run(recorder, clock: clock) { _ in
            do {
                try recorder.cast.encoded().write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                StandardError.write("tcv: error: cannot write --record \(quoted): \(error.localizedDescription)\n")
            }
        }
    }
}
