import LayoutQA
import XCTest

/// The header's `command`: written as a shell command line, read back word for word by `tcv replay`.
final class AsciicastCommandTests: XCTestCase {
    func test_words_with_spaces_and_quotes_are_quoted_and_read_back() {
        let words = ["tcv", "run", "My Layouts/Grid.swift", "--layout", "it's", "--items", "30", "--with", "한글.swift"]
        let command = Asciicast.command(words)
        XCTAssertEqual(command, "tcv run 'My Layouts/Grid.swift' --layout 'it'\\''s' --items 30 --with 한글.swift")
        let cast = Asciicast(width: 80, height: 24, timestamp: 0, command: command)
        XCTAssertEqual(cast.commandWords, words)
        XCTAssertEqual(cast.runArguments, Array(words.dropFirst(2)))
        XCTAssertNil(cast.demoName)
    }

    func test_a_demo_command_names_the_demo_and_its_flags() {
        let cast = Asciicast(width: 80, height: 24, timestamp: 0, command: Asciicast.command(["tcv", "demo", "flow", "--present"]))
        XCTAssertEqual(cast.command, "tcv demo flow --present")
        XCTAssertEqual(cast.demoName, "flow")
        XCTAssertEqual(cast.demoFlags, ["--present"])
        XCTAssertNil(cast.runArguments)
    }

    func test_an_empty_word_stays_a_word() {
        let cast = Asciicast(width: 80, height: 24, timestamp: 0, command: Asciicast.command(["tcv", "run", "a.swift", "--layout", ""]))
        XCTAssertEqual(cast.commandWords, ["tcv", "run", "a.swift", "--layout", ""])
    }
}
