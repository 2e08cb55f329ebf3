import Foundation

/// Golden frames on disk: `<folder>/<name>.txt` beside the test file that asks for them, holding the
/// frame's text plus one final newline, so it diffs cleanly in review.
public struct GoldenFrameStore: Sendable {
    /// What comparing against a golden file found.
    public enum Outcome: Equatable, Sendable {
        case matched
        /// The file was (re)written; the message says where.
        case recorded(String)
        /// The texts differ; the message lists the differing rows.
        case mismatch(String)
    }

    /// The folder the golden files are in.
    public let directory: URL
    /// The environment variable that, set to `1`, re-records every golden file (named in messages).
    public let recordVariable: String

    /// The store in `folder` next to the test file at `testFilePath` (`#filePath`).
    public init(testFilePath: String, folder: String = "__Frames__", recordVariable: String = "RECORD_FRAMES") {
        let directory = URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
            .appendingPathComponent(folder, isDirectory: true)
        self.init(directory: directory, recordVariable: recordVariable)
    }

    /// The store in `directory`.
    public init(directory: URL, recordVariable: String = "RECORD_FRAMES") {
        self.directory = directory
        self.recordVariable = recordVariable
    }

    /// Whether the environment asks to re-record (`recordVariable=1`).
    public var recordsFromEnvironment: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// The golden file for `name`: `<directory>/<name>.txt`.
    public func url(named name: String) -> URL {
        directory.appendingPathComponent("\(name).txt")
    }

    /// Compares `text` with the golden file `name`, recording it when it is missing or `record` is set.
    public func check(_ text: String, named name: String, record: Bool) throws -> Outcome {
        let file = url(named: name)
        guard !record, let stored = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            return .recorded("recorded \"\(name)\" at \(file.path); run the test again to compare")
        }
        let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
        guard let diff = FrameDiff.describe(expected: lines(expected), actual: lines(text)) else { return .matched }
        return .mismatch("\"\(name)\" differs from \(file.path) (\(recordVariable)=1 re-records it):\n\(diff)")
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
