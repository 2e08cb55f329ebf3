import Foundation
import LayoutQA
import TermCanvas

/// Lines a watcher outside the process reads to know where the program is: `tcv fuzz FILE.swift`
/// learns which session and action a crash or a hang happened in. Each line is one unbuffered
/// `write(2)`, so it is in the file before the next action runs, whatever happens to the process then.
///
/// The lines: `session SEED` (a session starts; `session -` for a replay while shrinking), and
/// `action KEYS` (an action is about to be played, its key-script steps in `KeyScript.format`).
public struct ProgressLog {
    private let descriptor: Int32

    /// Appends to `path`; nil when it cannot be opened.
    public init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    /// Writes `session SEED` (`session -` without one).
    public func session(seed: UInt64?) {
        write("session \(seed.map(String.init) ?? "-")")
    }

    /// Writes `action KEYS`.
    public func action(_ steps: [KeyScriptStep]) {
        write("action \(KeyScript.format(steps))")
    }

    /// The fuzzer's progress, as these lines.
    public func record(_ progress: Fuzzer.FuzzProgress) {
        switch progress {
        case .session(let seed): session(seed: seed)
        case .action(let action): self.action(action)
        }
    }

    private func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { Foundation.write(descriptor, $0.baseAddress, $0.count) }
    }
}
