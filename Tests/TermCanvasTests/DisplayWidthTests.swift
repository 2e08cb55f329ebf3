import TermCanvas
import XCTest

final class DisplayWidthTests: XCTestCase {
    private func assertWidth(_ character: Character, _ expected: Int, file: StaticString = #filePath, line: UInt = #line) {
        let scalars = character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        XCTAssertEqual(DisplayWidth.of(character), expected, "U+\(scalars.joined(separator: " U+"))", file: file, line: line)
    }

    func test_ascii_and_narrow_symbols_are_one_column() {
        for character: Character in ["a", "Z", " ", "~", "é", "→", "─", "│", "…", "ｱ", "Ω"] {
            assertWidth(character, 1)
        }
    }

    func test_hangul_is_two_columns() {
        assertWidth("\u{1100}", 2)   // first Choseong
        assertWidth("\u{115F}", 2)   // last Choseong (filler)
        assertWidth("\u{AC00}", 2)   // 가, first syllable
        assertWidth("\u{D7A3}", 2)   // 힣, last syllable
        assertWidth("\u{3131}", 2)   // ㄱ compatibility jamo
        assertWidth("\u{1100}\u{1161}", 2)   // 가 spelled with conjoining jamo is one grapheme
    }

    func test_hangul_vowel_and_final_jamo_alone_are_zero_columns() {
        XCTAssertEqual(DisplayWidth.of("\u{1161}" as Character), 0)
        XCTAssertEqual(DisplayWidth.of("\u{11A8}" as Character), 0)
    }

    func test_kana_cjk_and_fullwidth_forms_are_two_columns() {
        for character: Character in ["あ", "ア", "ー", "日", "語", "\u{3000}", "、", "\u{FF01}", "Ａ", "\u{FF60}", "\u{FFE0}", "￥", "\u{FFE6}", "\u{20000}", "\u{F900}"] {
            assertWidth(character, 2)
        }
    }

    func test_range_boundaries_just_outside_the_wide_table_are_one_column() {
        for scalar: UInt32 in [0x10FF, 0xABFF, 0xD7A4, 0xFF61, 0xFFE7, 0x303F] {
            assertWidth(Character(Unicode.Scalar(scalar)!), 1)
        }
    }

    func test_emoji_presentation_is_two_columns() {
        for character: Character in ["🐯", "🦉", "😀", "🌀", "🙏", "🤖", "🧠", "⌚", "⭐", "✅", "🚀"] {
            assertWidth(character, 2)
        }
    }

    func test_text_presentation_symbols_are_one_column_until_emoji_presentation_is_selected() {
        assertWidth("❤", 1)
        assertWidth("❤️", 2)
        assertWidth("\u{1F321}", 1)   // thermometer: in 1F300–1F64F but text by default
        assertWidth("⌚\u{FE0E}", 1)
    }

    func test_flags_zwj_sequences_keycaps_and_skin_tones_are_one_two_column_grapheme() {
        assertWidth("🇰🇷", 2)
        assertWidth("🇯🇵", 2)
        assertWidth("👨‍👩‍👧", 2)
        assertWidth("🏳️‍🌈", 2)
        assertWidth("1️⃣", 2)
        assertWidth("👍🏽", 2)
    }

    func test_combining_marks_and_format_characters_are_zero_columns_alone_and_add_nothing_to_a_base() {
        assertWidth("\u{301}", 0)
        assertWidth("\u{200B}", 0)
        assertWidth("\u{3099}", 0)   // combining kana voiced mark, inside the Hiragana block
        assertWidth("e\u{301}", 1)
        assertWidth("か\u{3099}", 2)
    }

    func test_control_characters_count_one_column_for_their_replacement_glyph() {
        assertWidth("\t", 1)
        assertWidth("\u{1B}", 1)
        assertWidth("\u{85}", 1)
    }

    func test_string_width_is_the_sum_of_its_graphemes() {
        XCTAssertEqual(DisplayWidth.of("한국어"), 6)
        XCTAssertEqual(DisplayWidth.of("日本語 ok"), 9)
        XCTAssertEqual(DisplayWidth.of("🐯🦉"), 4)
        XCTAssertEqual(DisplayWidth.of("🇰🇷🇯🇵"), 4)
        XCTAssertEqual(DisplayWidth.of("cafe\u{301}"), 4)
        XCTAssertEqual(DisplayWidth.of(""), 0)
    }
}
