import Foundation

/// The text of a Swift file with comments and string-literal contents blanked out (same length, same
/// lines), so declarations can be found by pattern without being fooled by a comment or a string.
struct SwiftSource {
    /// The original text.
    let text: String
    /// `text` with every comment and string literal's content replaced by spaces (newlines kept).
    let code: String

    init(_ text: String) {
        self.text = text
        self.code = SwiftSource.blankCommentsAndStrings(text)
    }

    /// Walks the text once, tracking `//`, nested `/* */`, `"…"` (with escapes and interpolation
    /// parentheses treated as string content) and `"""…"""`.
    static func blankCommentsAndStrings(_ text: String) -> String {
        let characters = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        func blank(_ scalar: Unicode.Scalar) -> Unicode.Scalar { scalar == "\n" ? "\n" : " " }
        func starts(_ literal: String, at position: Int) -> Bool {
            let scalars = Array(literal.unicodeScalars)
            guard position + scalars.count <= characters.count else { return false }
            return Array(characters[position..<position + scalars.count]) == scalars
        }
        while index < characters.count {
            if starts("//", at: index) {
                while index < characters.count && characters[index] != "\n" { output.append(" "); index += 1 }
            } else if starts("/*", at: index) {
                var depth = 0
                repeat {
                    if starts("/*", at: index) { depth += 1; output.append(contentsOf: "  ".unicodeScalars); index += 2 }
                    else if starts("*/", at: index) { depth -= 1; output.append(contentsOf: "  ".unicodeScalars); index += 2 }
                    else { output.append(blank(characters[index])); index += 1 }
                } while depth > 0 && index < characters.count
            } else if starts("\"\"\"", at: index) {
                output.append(contentsOf: "\"\"\"".unicodeScalars)
                index += 3
                while index < characters.count && !starts("\"\"\"", at: index) {
                    if characters[index] == "\\" && index + 1 < characters.count {
                        output.append(" "); index += 1
                    }
                    output.append(blank(characters[index])); index += 1
                }
                if index < characters.count {
                    output.append(contentsOf: "\"\"\"".unicodeScalars)
                    index += 3
                }
            } else if characters[index] == "\"" {
                output.append("\"")
                index += 1
                while index < characters.count && characters[index] != "\"" && characters[index] != "\n" {
                    if characters[index] == "\\" && index + 1 < characters.count {
                        output.append(" "); index += 1
                    }
                    output.append(blank(characters[index])); index += 1
                }
                if index < characters.count { output.append(characters[index]); index += 1 }
            } else {
                output.append(characters[index])
                index += 1
            }
        }
        return String(output)
    }

    /// The text between the `{` at or after `offset` (in `code`'s unicode scalars) and its matching `}`.
    func body(afterOffset offset: String.Index) -> Range<String.Index>? {
        guard let open = code[offset...].firstIndex(of: "{") else { return nil }
        var depth = 0
        var index = open
        while index < code.endIndex {
            switch code[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return code.index(after: open)..<index }
            default: break
            }
            index = code.index(after: index)
        }
        return nil
    }
}
