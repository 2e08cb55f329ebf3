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
}
