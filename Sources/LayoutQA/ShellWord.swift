/// Words of a printed command line as a POSIX shell reads them back, so a replay command can be
/// pasted as it is printed, whatever the path or key script holds.
public enum ShellWord {
    /// `text` as one shell word: as it is when only safe characters make it up (and `always` is
    /// false), otherwise in single quotes, each `'` written `'\''`.
    public static func quoted(_ text: String, always: Bool = false) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-+=:,@%")
        if !always, !text.isEmpty, text.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
