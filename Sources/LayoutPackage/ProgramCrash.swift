import Foundation

/// A crash of the user's code in a program `tcv run` built, read from what Swift's runtime printed on
/// standard error: the runtime's message, the user's frames (innermost first) under the paths the user
/// typed, and the frame of tcv's that called into the user's code.
///
/// Swift's backtracer prints a frame as
/// `  6 [ra]  0x… CrashingLayout.layoutAttributesForElements(in:) + 850 in <binary> at <cache>/package/Sources/App/CrashingLayout.swift:22:27`;
/// the files in `Sources/App` are byte-for-byte copies of the user's (see `LayoutProgram`), so a line
/// there is a line of the user's file. The generated `main.swift` is tcv's, not the user's.
public struct ProgramCrash: Equatable, Sendable {
    /// One frame of the user's code.
    public struct Frame: Equatable, Sendable {
        /// The function, as the backtrace names it (`CrashingLayout.prepare()`).
        public var function: String
        /// `File.swift:LINE:COLUMN` under the path the user typed.
        public var location: String

        /// A frame of `function` at `location`.
        public init(function: String, location: String) {
            self.function = function
            self.location = location
        }
    }

    /// What happened, in the runtime's words: `Fatal error: Array index is out of range`, or the
    /// signal's description (`Bad pointer dereference`) when Swift printed no message.
    public var message: String
    /// Where the runtime's message says it stopped, when that is the user's file (`fatalError("…")`
    /// in the user's code); nil when it stopped in the standard library.
    public var messageLocation: String?
    /// The user's frames, innermost first.
    public var frames: [Frame]
    /// The function of tcv's that called the outermost user frame (`CollectionView.runLayoutPass()`).
    public var caller: String?
    /// Where that function is (`…/Sources/TermCollectionViewCore/…/CollectionView+LayoutPass.swift:38:31`).
    public var callerLocation: String?
    /// Standard error's lines before the runtime's report (warnings the program printed), as they were.
    public var precedingLines: [String]

    /// Reads `output` (a crashed program's standard error). `copies` maps the copies' file names in the
    /// generated package's `Sources/App` to the paths the user typed. Nil when `output` holds no Swift
    /// crash report.
    public static func parse(_ output: String, copies: [String: String]) -> ProgramCrash? {
        // Colours and the progress line's carriage return, where the backtracer was told to use them.
        let plain = output.replacingOccurrences(of: #"\u001B\[[0-9;]*[A-Za-z]"#, with: "", options: .regularExpression)
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.split(separator: "\r", omittingEmptySubsequences: false).last ?? "") }
        let crashIndex = lines.firstIndex { $0.contains("Program crashed: ") }
        guard let crashIndex else { return nil }
        let messageIndex = lines[..<crashIndex].lastIndex { runtimeMessage(in: $0) != nil }
        let reportStart = messageIndex ?? lines[..<crashIndex].lastIndex { $0.contains("Signal ") && $0.contains("Backtracing") }
            ?? crashIndex
        var crash = ProgramCrash(message: "", messageLocation: nil, frames: [], caller: nil, callerLocation: nil,
                                 precedingLines: Array(lines[..<reportStart]).filter { !$0.isEmpty })
        if let messageIndex, let (location, text) = runtimeMessage(in: lines[messageIndex]) {
            crash.message = text
            crash.messageLocation = userLocation(location, copies: copies)
        } else {
            crash.message = signalDescription(lines[crashIndex])
        }
        // The crashed thread's frames: from the crash line to the next thread (or the registers).
        var sawUserFrame = false
        for line in lines[(crashIndex + 1)...] {
            if line.hasPrefix("Thread ") && sawUserFrame { break }
            if line.hasPrefix("Registers:") { break }
            guard let frame = frame(in: line) else { continue }
            if let location = userLocation(frame.location, copies: copies) {
                crash.frames.append(Frame(function: frame.function, location: location))
                sawUserFrame = true
            } else if sawUserFrame {
                if crash.caller == nil {
                    crash.caller = frame.function
                    crash.callerLocation = frame.location
                }
                if !frame.location.contains("/package/Sources/App/") { break }
            }
        }
        return crash
    }

    /// The report tcv prints: a few lines naming what, where, on what screen and data (`context`), and
    /// how to see it again. `verb` says what the program did (`crashed`, or `hung` for one stopped after
    /// a time limit).
    public func lines(program: String, replay: String?, verb: String = "crashed", context: String? = nil) -> [String] {
        var result = ["tcv: \(program) \(verb): \(message)"]
        if let innermost = frames.first {
            result.append("  at \(messageLocation ?? innermost.location) in \(innermost.function)")
            if let outermost = frames.last, outermost != innermost {
                result.append("  called from \(outermost.function) (\(outermost.location))")
            }
            if let caller { result.append("  called by tcv's \(caller)") }
        } else if let messageLocation {
            result.append("  at \(messageLocation)")
        } else {
            result.append("  (no frame of your files in the backtrace: the crash is in code they called)")
        }
        if let context { result.append("  showing \(context)") }
        if let replay { result.append("  again: \(replay)") }
        result.append("  the whole backtrace: the same command with --backtrace")
        return result
    }

    // MARK: - Reading the runtime's lines

    /// `Swift/Array.swift:430: Fatal error: Array index is out of range` → (location, message).
    private static func runtimeMessage(in line: String) -> (location: String, text: String)? {
        for kind in ["Fatal error", "Precondition failed", "Assertion failed"] {
            guard let range = line.range(of: ": \(kind)") else { continue }
            let location = String(line[..<range.lowerBound])
            guard location.contains(".swift:") || location.isEmpty else { continue }
            return (location, String(line[line.index(after: range.lowerBound)...]).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// `*** Program crashed: Bad pointer dereference at 0x000000000000026a ***` → `Bad pointer dereference`.
    private static func signalDescription(_ line: String) -> String {
        guard let start = line.range(of: "Program crashed: ") else { return line }
        var text = line[start.upperBound...]
        if text.hasSuffix(" ***") { text = text.dropLast(4) }
        if let at = text.range(of: " at 0x") { text = text[..<at.lowerBound] }
        return String(text)
    }

    private static let framePattern = try! NSRegularExpression(
        pattern: #"^\s*\d+\s+(?:\[[^\]]*\]\s+)*0x[0-9a-f]+\s+(.+?) \+ \d+ in \S+ at (.+:\d+:\d+)$"#)

    private static func frame(in line: String) -> (function: String, location: String)? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = framePattern.firstMatch(in: line, range: range),
              let function = Range(match.range(at: 1), in: line), let location = Range(match.range(at: 2), in: line)
        else { return nil }
        return (String(line[function]), String(line[location]))
    }

    /// A location in a copy of the user's file → the same line under the typed path; nil elsewhere
    /// (tcv, the standard library, the generated `main.swift`). Copies are named by the last path
    /// component, with or without the package folders in front (`App/File.swift:12`).
    private static func userLocation(_ location: String, copies: [String: String]) -> String? {
        guard let colon = location.range(of: ".swift:") else { return nil }
        let path = location[..<colon.lowerBound] + ".swift"
        let fileName = (String(path) as NSString).lastPathComponent
        guard path.hasSuffix("App/\(fileName)"), let typed = copies[fileName] else { return nil }
        return typed + ":" + location[colon.upperBound...]
    }
}
