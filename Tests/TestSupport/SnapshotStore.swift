import Foundation

/// Golden files for `assertSnapshot`: `Snapshots/<name>.txt` beside the test file. The file holds the
/// text plus one final newline, so it diffs cleanly in git.
struct SnapshotStore {
    /// What comparing against a golden file found.
    enum Outcome: Equatable {
        case matched
        /// The file was (re)written; the message says where.
        case recorded(String)
        /// The texts differ; the message lists the differing rows.
        case mismatch(String)
    }

    /// The `Snapshots` folder.
    let directory: URL

    /// The store next to the test file at `testFilePath`.
    init(testFilePath: String) {
        directory = URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots", isDirectory: true)
    }

    init(directory: URL) {
        self.directory = directory
    }

    func url(named name: String) -> URL {
        directory.appendingPathComponent("\(name).txt")
    }

    /// Compares `text` with the golden file `name`, recording it when it is missing or `record` is set.
    func check(_ text: String, named name: String, record: Bool) throws -> Outcome {
        let file = url(named: name)
        guard !record, let stored = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
            return .recorded("recorded snapshot \"\(name)\" at \(file.path); run the test again to compare")
        }
        let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
        guard let diff = TextDiff.describe(expected: lines(expected), actual: lines(text)) else { return .matched }
        return .mismatch(
            "snapshot \"\(name)\" differs from \(file.path) (RECORD_SNAPSHOTS=1 re-records it):\n\(diff)"
        )
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
