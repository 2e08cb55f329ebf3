import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

extension SessionRecorder {
    /// `--record FILE.cast` of `tcv demo` and `tcv run`: runs `app` live, recorded as `command`, and
    /// writes the cast to `path` once the terminal is restored. Fails before the terminal starts when
    /// the file cannot be written (status 1), so the session is not lost at the end. Returns the exit
    /// status (`LiveTerminal.run`'s; 1 when the cast could not be written).
    public static func recordLive(_ app: TerminalApp, clock: FrameClock, command: String, to path: String) -> Int32 {
        let quoted = ToolOutput.quote(path)
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            ToolOutput.error("cannot write --record \(quoted)")
            return 1
        }
        let recorder = SessionRecorder(app: app, clock: clock, command: command)
        var written = true
        let status = LiveTerminal.run(recorder, clock: clock) { _ in
            do {
                try recorder.cast.encoded().write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                written = false
                ToolOutput.error("cannot write --record \(quoted): \(error.localizedDescription)")
            }
        }
        return written ? status : 1
    }
}
