import TermCanvas
import XCTest

final class TruncateTests: XCTestCase {
    func test_text_that_fits_is_unchanged() {
        XCTAssertEqual(DisplayWidth.truncate("hello", toWidth: 5), "hello")
        XCTAssertEqual(DisplayWidth.truncate("한국어", toWidth: 6), "한국어")
    }

    func test_ascii_is_cut_and_ends_with_the_ellipsis_counted_in_the_width() {
        XCTAssertEqual(DisplayWidth.truncate("hello world", toWidth: 8), "hello w…")
    }

    func test_wide_characters_are_never_split_so_the_result_may_be_one_column_short() {
        XCTAssertEqual(DisplayWidth.truncate("한국어", toWidth: 5), "한국…")
        XCTAssertEqual(DisplayWidth.truncate("한국어", toWidth: 4), "한…")
        XCTAssertEqual(DisplayWidth.of(DisplayWidth.truncate("한국어", toWidth: 4)), 3)
        XCTAssertEqual(DisplayWidth.truncate("🐯🦉x", toWidth: 3), "🐯…")
        XCTAssertEqual(DisplayWidth.truncate("a日本", toWidth: 4), "a日…")
    }

    func test_combining_marks_stay_with_their_base() {
        XCTAssertEqual(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2), "e\u{301}…")
    }

    func test_tiny_widths() {
        XCTAssertEqual(DisplayWidth.truncate("abc", toWidth: 1), "…")
        XCTAssertEqual(DisplayWidth.truncate("abc", toWidth: 0), "")
        XCTAssertEqual(DisplayWidth.truncate("abc", toWidth: -3), "")
        XCTAssertEqual(DisplayWidth.truncate("한국", toWidth: 1), "…")
    }

    func test_custom_ellipsis_and_ellipsis_wider_than_the_width() {
        XCTAssertEqual(DisplayWidth.truncate("abcdef", toWidth: 5, ellipsis: "..."), "ab...")
        XCTAssertEqual(DisplayWidth.truncate("abcdef", toWidth: 2, ellipsis: "..."), "ab")
        XCTAssertEqual(DisplayWidth.truncate("abcdef", toWidth: 3, ellipsis: ""), "abc")
    }
}
