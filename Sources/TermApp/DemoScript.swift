import TermCanvas

/// A live demo's script (`tcv demo NAME --script FILE`), one step per line, stepped through with Space:
/// a line starting with `> ` is a caption shown in a banner; any other line is a key script (vim
/// notation, with `<Wait:MS>`) played when its step comes; empty lines and lines starting with `#`
/// are skipped.
///
/// ```
/// # sticky headers
/// > Headers stay pinned while their section scrolls
/// jjjj<Wait:400><PgDn>
/// ```
public enum DemoScript {
    /// One step.
    public enum Line: Equatable, Sendable {
        case caption(String)
        case keys([KeyScriptStep])
    }

    /// The steps of `text`, or the first key-script error with its line number.
    public static func parse(_ text: String) throws(KeyScriptError) -> [Line] {
        var lines: [Line] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix(">") {
                lines.append(.caption(String(line.dropFirst()).trimmingCharacters(in: .whitespaces)))
                continue
            }
            do {
                lines.append(.keys(try KeyScript.parse(line)))
            } catch {
                throw KeyScriptError(description: "line \(number + 1): \(error.description)")
            }
        }
        return lines
    }
}
