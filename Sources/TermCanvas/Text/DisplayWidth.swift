/// How many terminal columns text takes. Terminals give East Asian Wide and Fullwidth characters
/// (Hangul, Kana, CJK ideographs, fullwidth forms) and emoji shown in emoji presentation two
/// columns, combining marks and format characters none, and everything else one.
public enum DisplayWidth {
    /// Columns a grapheme takes: 0 (zero-width), 1, or 2 (East Asian Wide/Fullwidth per Unicode
    /// EastAsianWidth, emoji presentation, regional-indicator flags, emoji ZWJ sequences). Control
    /// characters count 1 because the canvas draws them as "�".
    public static func of(_ character: Character) -> Int {
        // ASCII (controls included, drawn as "�") is one column; skip the property lookups.
        if character.isASCII || isControl(character) { return 1 }
        let scalars = character.unicodeScalars
        if let emojiWidth = emojiSequenceWidth(scalars) { return emojiWidth }
        var width = 0
        for scalar in scalars {
            width = max(width, of(scalar))
        }
        return width
    }

    /// Columns a string takes: the sum of its graphemes' widths.
    public static func of(_ string: String) -> Int {
        if isPrintableASCII(string) { return string.utf8.count }
        if let width = simpleWidth(string) { return width }
        return string.reduce(0) { $0 + of($1) }
    }

    /// The width of `string` when every scalar of it `isSimple` (its scalar count, found in the same
    /// walk: a status line is measured and written every frame), else nil.
    static func simpleWidth(_ string: String) -> Int? {
        var count = 0
        for scalar in string.unicodeScalars {
            guard isSimple(scalar) else { return nil }
            count += 1
        }
        return count
    }

    /// True for printable ASCII, a box-drawing or block character (U+2500–U+259F) or general
    /// punctuation from U+2010 to U+2027 (dashes, quotes, bullets, "…"): each such scalar is a
    /// grapheme of its own (none joins or extends another) one column wide, so status lines
    /// ("list — 1,000 items│…") and borders skip grapheme breaking.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x20..<0x7F).contains(value) || (0x2500..<0x25A0).contains(value) || (0x2010...0x2027).contains(value)
    }

    /// True when every byte of `string` is a printable ASCII character (space to "~"): then each byte
    /// is one character one column wide, and no grapheme or property lookup is needed.
    static func isPrintableASCII(_ string: String) -> Bool {
        // Scanned in place when the string has contiguous UTF-8 (native strings do): every label
        // drawn is checked this way, every frame.
        let scanned = string.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        return scanned ?? string.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Longest prefix that fits in `width` columns; if truncated, ends with `ellipsis` (also counted),
    /// never splitting a wide char (pads nothing: the result may be 1 column short). When even the
    /// ellipsis does not fit, the result is the longest prefix that fits, without ellipsis.
    public static func truncate(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(string) <= width { return string }
        let ellipsisWidth = of(ellipsis)
        guard ellipsisWidth <= width else { return prefix(of: string, fitting: width) }
        return prefix(of: string, fitting: width - ellipsisWidth) + ellipsis
    }

    /// The longest run of whole graphemes from the start of `string` whose width is at most `width`.
    static func prefix(of string: String, fitting width: Int) -> String {
        if simpleWidth(string) != nil {
            // A slice copied whole: rebuilding a scalar view scalar by scalar costs hundreds of
            // instructions a column, and a status line is truncated every frame.
            let scalars = string.unicodeScalars
            let end = scalars.index(scalars.startIndex, offsetBy: max(0, width), limitedBy: scalars.endIndex) ?? scalars.endIndex
            return String(scalars[..<end])
        }
        var used = 0
        var end = string.startIndex
        for index in string.indices {
            let next = used + of(string[index])
            if next > width { break }
            used = next
            end = string.index(after: index)
        }
        return String(string[..<end])
    }

    /// True for graphemes that start with a C0/C1 control (tab, newline, escape…), which must never
    /// reach the terminal raw.
    static func isControl(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F }
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.generalCategory == .control
    }

    /// The width of a grapheme that is shown as an emoji because of how it is composed, or nil when its
    /// scalars decide alone. Flags (regional-indicator pairs), ZWJ sequences, keycaps, skin-tone
    /// modifiers and U+FE0F (emoji presentation selector) make a 2-column emoji; U+FE0E (text
    /// presentation selector) makes a 1-column symbol unless the base is an East Asian Wide character.
    static func emojiSequenceWidth(_ scalars: Character.UnicodeScalarView) -> Int? {
        var hasEmoji = false
        for scalar in scalars {
            switch scalar.value {
            case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return 2
            case 0xFE0E:
                guard let base = scalars.first else { return nil }
                return WideCharacterTable.contains(base.value) ? 2 : 1
            case 0xFE0F, 0x200D, 0x20E3:
                if hasEmoji { return 2 }
            default:
                if scalar.properties.isEmoji { hasEmoji = true }
            }
        }
        return nil
    }

    /// The width of one scalar on its own: 0 for combining marks, format characters and Hangul vowel
    /// and final-consonant jamo (they join the preceding syllable), 2 for East Asian Wide/Fullwidth
    /// and emoji-presentation scalars, 1 otherwise.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if WideCharacterTable.contains(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }
}
