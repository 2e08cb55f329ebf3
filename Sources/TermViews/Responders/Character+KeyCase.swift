/// A key's character in the other case, for key commands and `UIKey`: the case mapping when it is one
/// character, else the character itself (`"ß".uppercased()` is `"SS"`, which no single key types).
extension Character {
    /// The lowercase form when it is one character, else this one.
    package var lowercasedKey: Character { Self.single(String(self).lowercased()) ?? self }

    /// The uppercase form when it is one character, else this one.
    package var uppercasedKey: Character { Self.single(String(self).uppercased()) ?? self }

    private static func single(_ text: String) -> Character? {
        text.count == 1 ? text.first : nil
    }
}
