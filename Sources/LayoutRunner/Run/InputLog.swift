import Foundation
import TermApp
import TermCanvas

/// Everything a live `tcv run` session handed the app, written as it happens in `--keys` notation,
/// so that when the user's code crashes, `tcv` can print a `tcv snapshot … --keys …` command that
/// replays the session headless up to the crash (the process is gone; the file is not).
///
/// The first line is the screen: `WxH` and, where the terminal reported it, the cell aspect. Then
/// one token per input: a key or mouse event, `<Resize:WxH>`, and `<Wait:MS>` before an input that
/// came more than a frame after the previous one (at most 2 s: an idle screen does not change with
/// time, and a replay need not wait as long as the user thought). Each token is written at once
/// (one `write(2)`), so a crash loses nothing.
@MainActor
public final class InputLog: TerminalAppDecorator {
    private let clock: FrameClock
    private let descriptor: Int32
    private let cellAspect: Double?
    private var lastInput: Double?

    /// Logs to `path` (created or emptied); nil when it cannot be opened, and then nothing is logged.
    public init?(app: TerminalApp, clock: FrameClock, path: String, cellAspect: Double?) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.clock = clock
        self.descriptor = descriptor
        self.cellAspect = cellAspect
        super.init(app)
    }

    deinit {
        close(descriptor)
    }

    override public func setScreenSize(_ size: CellSize) {
        if lastInput == nil {
            lastInput = clock.now
            write("\(size.width)x\(size.height)" + (cellAspect.map { " \($0)" } ?? "") + "\n")
        } else {
            log(.resize(size))
        }
        app.setScreenSize(size)
    }

    override public func handle(_ event: InputEvent) {
        switch event {
        case .key(let key): log(.key(key))
        case .mouse(let mouse): log(.mouse(mouse))
        case .resize(let size): log(.resize(size))
        }
        app.handle(event)
    }

    private func log(_ step: KeyScriptStep) {
        let now = clock.now
        let gap = Int(((now - (lastInput ?? now)) * 1000).rounded()) - Int(FrameTiming.frameDuration * 1000)
        lastInput = now
        let wait = gap > 0 ? KeyScript.token(for: .wait(milliseconds: min(gap, 2000))) : ""
        write(wait + KeyScript.token(for: step))
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = Foundation.write(descriptor, &bytes, bytes.count)
    }
}

/// Reading an `InputLog`'s file, for `tcv`'s replay command after a crash.
public enum InputLogFile {
    /// The screen (`WxH`), the cell aspect when the session drew points, and the tokens of the file
    /// at `path`; nil when it cannot be read.
    public static func read(_ path: String) -> (size: String, cellAspect: String?, keys: String)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard let header = lines.first?.split(separator: " "), let size = header.first else { return nil }
        let keys = lines.count > 1 ? String(lines[1]) : ""
        return (String(size), header.dropFirst().first.map(String.init), keys)
    }
}
