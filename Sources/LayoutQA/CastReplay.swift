import Foundation
import TermApp
import TermCanvas
import TermCollectionView

/// Plays a cast's input again on a fresh app on a virtual clock, in the recorded order and at the
/// recorded times, and compares each frame, drawn at its recorded time, with the recorded one: a regression check for a session
/// a bug report carried.
@MainActor
public enum CastReplay {
    /// The first frame drawn differently.
    public struct Difference: Equatable, Sendable, CustomStringConvertible {
        /// 1 for the first `"o"` event.
        public var frame: Int
        /// 0-based row and display column of the first differing cell.
        public var row: Int
        /// The 0-based display column of the first differing cell.
        public var column: Int
        /// The recorded frame's row.
        public var recorded: String
        /// The replayed frame's row.
        public var replayed: String

        /// The frame number, the position and both rows, for `tcv replay`'s report.
        public var description: String {
            "frame \(frame) differs at row \(row), column \(column):\n  recorded: \(recorded)\n  replayed: \(replayed)"
        }
    }

    /// What a replay found: frames compared, and the first difference if any.
    public struct Result: Sendable {
        /// How many recorded frames were compared.
        public var framesCompared: Int
        /// The first frame drawn differently, or `nil` when every frame matched.
        public var difference: Difference?
    }

    /// Replays `cast` on the app `make` builds on the clock it is given: the one run loop
    /// (`FrameLoop`) with the recorded input as its source and a screen that compares each frame.
    public static func replay(_ cast: Asciicast, make: (VirtualClock) -> TerminalApp) throws -> Result {
        let clock = VirtualClock()
        let screen = RecordedFrameScreen(size: CellSize(width: cast.width, height: cast.height))
        let source = try RecordedInputSource(cast, clock: clock, screen: screen)
        _ = FrameLoop(app: make(clock), screen: screen, clock: clock).run(source)
        return Result(framesCompared: screen.framesCompared, difference: screen.difference)
    }

    /// `tcv replay`'s headless check of the cast at `path` for the screen `name`: prints the result
    /// and returns the exit status for the command to end with: 0 when every frame is drawn as
    /// recorded, 1 at the first difference or error.
    public static func check(_ cast: Asciicast, path: String, name: String, make: (VirtualClock) -> TerminalApp) -> Int32 {
        let result: Result
        do {
            result = try Diagnostics.$sink.withValue(QuietLayoutProblems()) { try replay(cast, make: make) }
        } catch {
            ToolOutput.error("\(ToolOutput.quote(path)): \(error)")
            return 1
        }
        if let difference = result.difference {
            ToolOutput.write("replay \(name): \(difference)\n")
            return 1
        }
        return ToolOutput.write("replay \(name): \(result.framesCompared) frame(s) drawn as recorded\n") ? 0 : 1
    }

    /// The rows of a recorded frame: escape sequences removed, split at CR LF.
    static func rows(of output: String) -> [String] {
        var text = ""
        var inEscape = false
        for scalar in output.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" { inEscape = true; continue }
            if scalar == "\r" { continue }
            text.unicodeScalars.append(scalar)
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func compare(recorded output: String, replayed: [String], frame: Int) -> Difference? {
        let recorded = rows(of: output)
        for row in 0..<max(recorded.count, replayed.count) {
            let old = row < recorded.count ? recorded[row] : ""
            let new = row < replayed.count ? replayed[row] : ""
            guard old != new else { continue }
            let common = zip(old, new).prefix { $0 == $1 }.map(\.0)
            let column = common.reduce(0) { $0 + DisplayWidth.of($1) }
            return Difference(frame: frame, row: row, column: column, recorded: old, replayed: new)
        }
        return nil
    }

}

/// Usage errors and inconsistencies as usual; layout problems not at all: the frames compared show
/// what they did, and the recording session already reported them.
@MainActor
private final class QuietLayoutProblems: DiagnosticsSink {
    override nonisolated init() {
        super.init()
    }

    override func report(_ problem: LayoutProblem) {}
}
