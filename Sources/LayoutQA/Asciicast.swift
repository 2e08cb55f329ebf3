import Foundation
import TermCanvas

/// An asciicast v2 recording (asciinema's format, so `asciinema play` shows it): a JSON header line,
/// then one JSON array per event, `[time, code, data]`, times in seconds from the start, never
/// decreasing. Codes: `"o"` output (the frame as ANSI text), `"i"` input (here a key-script token,
/// e.g. `j` or `<ScrollDown:3,4>`, so replay can parse it), `"r"` resize (`"WxH"`). The header's
/// `command` names what `tcv replay` runs again: a demo with its drawing flags (`tcv demo NAME
/// --present`) or layout files with their options (`tcv run Layout.swift --items 30 --sections 3`).
public struct Asciicast: Equatable, Sendable {
    /// One event line.
    public struct Event: Equatable, Sendable {
        /// Seconds from the start of the recording.
        public var time: Double
        /// The event's kind: `"o"` output, `"i"` input, `"r"` resize.
        public var code: String
        /// The frame's ANSI text, the key-script token, or the new size as `"WxH"`.
        public var data: String

        /// An event at `time` of kind `code` carrying `data`.
        public init(time: Double, code: String, data: String) {
            self.time = time
            self.code = code
            self.data = data
        }
    }

    /// The terminal's width in columns when the recording started.
    public var width: Int
    /// The terminal's height in rows when the recording started.
    public var height: Int
    /// Unix time of the recording's start.
    public var timestamp: Int
    /// The command recorded, e.g. `tcv demo flow`.
    public var command: String
    /// The events in order, times never decreasing.
    public var events: [Event]

    /// A recording of a `width`×`height` terminal started at `timestamp`, running `command`.
    public init(width: Int, height: Int, timestamp: Int, command: String, events: [Event] = []) {
        self.width = width
        self.height = height
        self.timestamp = timestamp
        self.command = command
        self.events = events
    }

    /// The demo named by `command` (`tcv demo NAME [FLAGS]`), if it is one.
    public var demoName: String? {
        let words = commandWords
        guard words.count >= 3, words[0] == "tcv", words[1] == "demo" else { return nil }
        return words[2]
    }

    /// The flags after the demo's name that change what is drawn (`--present`, `--hide-status`).
    public var demoFlags: [String] {
        Array(commandWords.dropFirst(3))
    }

    /// The arguments after `tcv run` when the cast recorded a layout file (`tcv run FILE.swift [OPTIONS]`).
    public var runArguments: [String]? {
        let words = commandWords
        guard words.count >= 3, words[0] == "tcv", words[1] == "run" else { return nil }
        return Array(words.dropFirst(2))
    }

    /// `command` split into words as a shell splits it (`ShellWord.split`), so what
    /// `Self.command(_:)` wrote comes back word for word.
    public var commandWords: [String] { ShellWord.split(command) }

    /// A command line for the header: `words` as shell words (`ShellWord`) joined by spaces, so a shell
    /// runs it as recorded.
    public static func command(_ words: [String]) -> String {
        words.map { ShellWord.quoted($0) }.joined(separator: " ")
    }

    /// Reads and decodes the cast at `path`; the error is one line naming the file.
    public static func load(_ path: String) throws(FormatError) -> Asciicast {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw FormatError(description: "cannot read \"\(MessageExcerpt.of(path))\"")
        }
        if text.allSatisfy(\.isWhitespace) {
            throw FormatError(description: "\"\(MessageExcerpt.of(path))\" is empty: record a session into it with "
                + "`tcv demo NAME --record FILE` or `tcv run FILE.swift --record FILE`")
        }
        do {
            return try decode(text)
        } catch {
            throw FormatError(description: "\"\(MessageExcerpt.of(path))\" is not an asciicast v2 file: \(error.description)")
        }
    }

    /// The file's text: the header, then one line per event.
    public func encoded() -> String {
        let header: [String: Any] = [
            "version": 2, "width": width, "height": height, "timestamp": timestamp, "command": command,
            "title": command, "env": ["TERM": "xterm-256color"],
        ]
        var lines = [Self.json(header)]
        for event in events {
            lines.append(Self.json([(event.time * 1_000_000).rounded() / 1_000_000, event.code, event.data]))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func json(_ object: Any) -> String {
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// Why a file is not a cast this tool can replay.
    public struct FormatError: Error, CustomStringConvertible {
        /// The problem, in one line.
        public var description: String
    }

    /// Reads a cast; the header must say version 2 and give the size, every event be `[time, code, data]`
    /// with times that never decrease.
    public static func decode(_ text: String) throws(FormatError) -> Asciicast {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let first = lines.first, let header = object(first) as? [String: Any] else {
            throw FormatError(description: "the first line is not an asciicast header (a JSON object)")
        }
        guard header["version"] as? Int == 2 else { throw FormatError(description: "the header's version is not 2") }
        guard let width = header["width"] as? Int, let height = header["height"] as? Int else {
            throw FormatError(description: "the header has no width and height")
        }
        var cast = Asciicast(width: width, height: height, timestamp: header["timestamp"] as? Int ?? 0,
                             command: header["command"] as? String ?? "")
        for (number, line) in lines.dropFirst().enumerated() {
            guard let array = object(line) as? [Any], array.count == 3, let time = (array[0] as? NSNumber)?.doubleValue,
                  let code = array[1] as? String, let data = array[2] as? String else {
                throw FormatError(description: "event line \(number + 2) is not [time, code, data]")
            }
            if let last = cast.events.last, time < last.time {
                throw FormatError(description: "event line \(number + 2) goes back in time (\(time) after \(last.time))")
            }
            cast.events.append(Event(time: time, code: code, data: data))
        }
        return cast
    }

    private static func object(_ line: Substring) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
    }
}
