import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The program cache: where it lives, what keys it, how it is shared and pruned.
extension LayoutProgram {
    /// The files' names and contents, the generated main (the class shown), the package root and the
    /// tcv build: what the built program depends on.
    static func cacheKey(buildIdentity: String, root: URL, main: String, files: [UserFile]) -> String {
        var key = ContentHash()
        key.add(buildIdentity)
        key.add(root.path)
        key.add(main)
        for file in files {
            key.add(file.copyName)
            key.add(file.text)
        }
        return key.hex
    }

    /// `$XDG_CACHE_HOME/tcv/<hash of the package root>` (`~/.cache/...` by default).
    static func cacheFolder(for root: URL) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        var hash = ContentHash()
        hash.add(root.path)
        return base.appendingPathComponent("tcv/\(root.lastPathComponent)-\(hash.hex.prefix(12))")
    }

    /// The tcv binary's path, size and modification date: a rebuilt tcv (and so a changed library)
    /// gets new programs.
    static func buildIdentity(_ executable: URL?) -> String {
        guard let executable, let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path) else {
            return "unknown"
        }
        let size = (attributes[.size] as? NSNumber)?.stringValue ?? ""
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(executable.path) \(size) \(date)"
    }

    /// The compile error recorded for these files, if any: failing files fail again at once.
    static func recordedFailure(_ url: URL) -> LayoutProgramError? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return nil }
        let description = lines.removeFirst()
        if lines.last == "" { lines.removeLast() }
        return LayoutProgramError(diagnostics: lines, isCompileError: true, description: description)
    }

    /// Keeps a compile error (its summary, then its diagnostics) for `recordedFailure`.
    static func record(_ error: LayoutProgramError, at url: URL) {
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? ([error.description] + error.diagnostics).joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        prune(folder, keeping: keptPrograms)
    }

    /// How many built programs the cache keeps (about 3 MB each); the least recently used go first.
    static let keptPrograms = 32

    /// Dates a cached program as just used, so pruning keeps it.
    static func markUsed(_ binary: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: binary.path)
    }

    /// Removes all but the `count` most recently used programs in `folder`, and leftovers of
    /// interrupted installs (dot files).
    static func prune(_ folder: URL, keeping count: Int) {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        var programs: [(url: URL, date: Date)] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            if name.hasPrefix(".") {
                try? manager.removeItem(at: url)
                continue
            }
            let date = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            programs.append((url, date))
        }
        for old in programs.sorted(by: { $0.date > $1.date }).dropFirst(count) {
            try? manager.removeItem(at: old.url)
        }
    }

    static func isExecutable(_ url: URL) -> Bool {
        FileManager.default.isExecutableFile(atPath: url.path)
    }

    /// Runs `body` holding an exclusive lock on the cache folder: two tcv runs never write or build
    /// the shared package at once.
    static func withLock<T>(_ folder: URL, _ body: () throws(LayoutProgramError) -> T) throws(LayoutProgramError) -> T {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.appendingPathComponent("lock").path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) == -1 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    static func append(_ line: String, to url: URL) {
        guard let handle = try? FileHandle(forWritingTo: url) else {
            try? line.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(line.utf8))
    }
}
