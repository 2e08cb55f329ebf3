import Foundation

/// Words of a printed command line as a POSIX shell reads them back, so a replay command can be
/// pasted as it is printed, whatever the path or key script holds.
public enum ShellWord {
    /// `text` as one shell word: as it is when only letters, digits (any script: a shell gives them no
    /// meaning) and `_./-+=:,@%` make it up (and `always` is false), otherwise in single quotes, each
    /// `'` written `'\''`.
    public static func quoted(_ text: String, always: Bool = false) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "_./-+=:,@%".unicodeScalars.contains($0)
        }
        if !always, plain { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `line` split into words as a POSIX shell splits it: spaces separate, single quotes group
    /// (keeping everything inside), a backslash outside them escapes one character. What `quoted`
    /// wrote comes back word for word.
    public static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                word = (word ?? "") + String(character)
                escaped = false
            } else if character == "\\" && !quoted {
                escaped = true
            } else if character == "'" {
                quoted.toggle()
                word = word ?? ""
            } else if character == " " && !quoted {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        return words
    }
}
