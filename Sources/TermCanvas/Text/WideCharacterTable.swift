/// Code point ranges whose East_Asian_Width is Wide (W) or Fullwidth (F) in Unicode's
/// EastAsianWidth.txt, excluding the emoji ranges that `Unicode.Scalar.Properties.isEmojiPresentation`
/// already covers (their W property is derived from Emoji_Presentation).
enum WideCharacterTable {
    /// Sorted, non-overlapping closed ranges, searched by bisection.
    static let ranges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Choseong (leading consonants)
        0x2329...0x232A,   // angle brackets
        0x2E80...0x2E99, 0x2E9B...0x2EF3,   // CJK Radicals Supplement
        0x2F00...0x2FD5,   // Kangxi Radicals
        0x2FF0...0x2FFF,   // Ideographic Description Characters
        0x3000...0x303E,   // CJK Symbols and Punctuation, ideographic space
        0x3041...0x3096,   // Hiragana
        0x3099...0x30FF,   // Hiragana marks, Katakana
        0x3105...0x312F,   // Bopomofo
        0x3131...0x318E,   // Hangul Compatibility Jamo
        0x3190...0x31E5,   // Kanbun, Bopomofo Extended, CJK Strokes
        0x31EF...0x321E,   // Katakana Phonetic Extensions, Enclosed CJK
        0x3220...0x3247,
        0x3250...0xA48C,   // Enclosed CJK, CJK Compatibility, Ext A, Yijing, CJK Unified, Yi Syllables
        0xA490...0xA4C6,   // Yi Radicals
        0xA960...0xA97C,   // Hangul Jamo Extended-A
        0xAC00...0xD7A3,   // Hangul Syllables
        0xF900...0xFAFF,   // CJK Compatibility Ideographs
        0xFE10...0xFE19,   // Vertical Forms
        0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B,   // CJK Compatibility Forms, Small Forms
        0xFF01...0xFF60,   // Fullwidth ASCII variants
        0xFFE0...0xFFE6,   // Fullwidth symbol variants
        0x16FE0...0x16FE4, 0x16FF0...0x16FF1,   // Ideographic Symbols
        0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,   // Tangut, Khitan
        0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,   // Kana Extended-B
        0x1B000...0x1B122, 0x1B132...0x1B132, 0x1B150...0x1B152,   // Kana Supplement, Small Kana
        0x1B155...0x1B155, 0x1B164...0x1B167, 0x1B170...0x1B2FB,   // Nushu
        0x1F200...0x1F202, 0x1F210...0x1F23B,   // Enclosed Ideographic Supplement
        0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
        0x20000...0x2FFFD,   // CJK Unified Ideographs Extension B–F, Compatibility Supplement
        0x30000...0x3FFFD,   // CJK Unified Ideographs Extension G–H
    ]

    /// True when `value` is East Asian Wide or Fullwidth (not counting emoji presentation).
    static func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
