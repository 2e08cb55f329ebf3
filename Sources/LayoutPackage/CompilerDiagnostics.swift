import Foundation

/// Turns `swift build` output into what the user needs: the compiler's diagnostics (with their source
/// excerpts) about the user's files, under the paths the user typed, without the build's progress lines.
struct CompilerDiagnostics {
    /// Copy path in the generated package → the path as the user typed it.
    let pathMap: [String: String]

    /// The diagnostic lines of `output`, each block once, paths mapped back.
    func lines(in output: String) -> [String] {
        var result: [String] = []
        var seenHeaders: Set<String> = []
        var inBlock = false
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let line = mapPaths(rawLine)
            if Self.isDiagnosticHeader(line) {
                inBlock = seenHeaders.insert(line).inserted
                if inBlock { result.append(line) }
            } else if inBlock && Self.isExcerpt(line) {
                result.append(line)
            } else {
                inBlock = false
            }
        }
        return result
    }

    /// The number of `error:` diagnostics among `lines`.
    static func errorCount(_ lines: [String]) -> Int {
        lines.filter { isDiagnosticHeader($0) && $0.contains(": error: ") }.count
    }

    func mapPaths(_ line: String) -> String {
        var mapped = line
        // Longest first, so a path that is a prefix of another never cuts it.
        for (copy, original) in pathMap.sorted(by: { $0.key.count > $1.key.count }) where mapped.contains(copy) {
            mapped = mapped.replacingOccurrences(of: copy, with: original)
        }
        return mapped
    }

    private static let headerPattern = try! NSRegularExpression(pattern: #"^\S.*:\d+(:\d+)?: (error|warning|note): "#)

    static func isDiagnosticHeader(_ line: String) -> Bool {
        headerPattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    /// A line of a source excerpt: `  12 | code` or `     |   `- error: …`.
    static func isExcerpt(_ line: String) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0.isNumber })
        return trimmed.hasPrefix("|") && line.first.map { $0 == " " || $0.isNumber } == true
    }
}
