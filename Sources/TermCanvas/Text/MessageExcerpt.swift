/// How user input is quoted in one-line error messages: at most `limit` characters (then "…"), and
/// control characters escaped, so a pasted novel or a newline in an argument can never turn a
/// one-line error into a screenful.
public enum MessageExcerpt {
    /// The default number of characters quoted.
    public static let limit = 80

    /// `text` shortened to `limit` characters with "…", control characters written as `\u{…}`.
    public static func of(_ text: some StringProtocol, limit: Int = MessageExcerpt.limit) -> String {
        let visible = text.prefix(limit).map { character -> String in
            guard let scalar = character.unicodeScalars.first, scalar.properties.generalCategory == .control else {
                return String(character)
            }
            return "\\u{" + String(scalar.value, radix: 16) + "}"
        }.joined()
        return text.count > limit ? visible + "…" : visible
    }
}
