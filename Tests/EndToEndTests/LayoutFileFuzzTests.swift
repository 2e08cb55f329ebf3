import Foundation
import XCTest

/// `tcv fuzz FILE.swift`: the generated program fuzzes the user's layout or controller and prints a
/// replay command that `tcv snapshot FILE.swift` turns into the failing frame. Shares the program
/// cache of `LayoutFileTests` (one build per file).
final class LayoutFileFuzzTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
    }

    /// The fixture's rect query never returns a section's last item: the fuzzer asks the rect query
    /// over the whole content (`ContentCoverage`), so [0,39] is found missing without scrolling there,
    /// the session shrinks to nothing, and the printed command replays to the frame it printed.
    func test_fuzz_finds_a_planted_bug_in_a_layout_file_and_the_replay_reaches_the_frame() throws {
        let path = LayoutFileTests.fixtures.appendingPathComponent("DropsLastItemLayout.swift").path
        let result = try TCVBinary.run(["fuzz", path, "--cells", "--sections", "1", "--items", "40", "--runs", "20", "--steps", "30"])
        XCTAssertEqual(result.status, 1, result.output + result.error)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("fuzz \(path): "), lines[0])
        XCTAssertTrue(lines.contains { $0.hasPrefix("  [rect query covers the content] cell [0,39] — layoutAttributesForElements(in:)") },
                      result.output)
        let replay = try XCTUnwrap(lines.first { $0.hasPrefix("replay: ") })
        let words = try ShellWords.split(String(replay.dropFirst("replay: ".count)))
        XCTAssertEqual(Array(words.prefix(10)), ["tcv", "snapshot", path, "--size", "80x24", "--items", "40", "--sections", "1", "--cells"])
        XCTAssertEqual(words[10], "--keys")
        let keys = words[11]
        // At most three actions, e.g. `<End>` or `<PgDn><PgDn><Resize:106x34>`.
        XCTAssertLessThanOrEqual(actionCount(keys), 3, "shrunk to a short script: \(keys)")

        let snapshot = try TCVBinary.run(Array(words.dropFirst()))
        XCTAssertEqual(snapshot.status, 0, snapshot.error)
        // The printed frame follows the replay line, at the size the script ends with; the status line's
        // pass counter differs (the fuzzer lays out between steps), so the rows above it are compared.
        let printed = Array(lines.drop { !$0.hasPrefix("replay: ") }.dropFirst().dropLast(2))
        let replayed = Array(snapshot.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(2))
        XCTAssertGreaterThan(printed.count, 0)
        XCTAssertEqual(replayed, printed)
        XCTAssertTrue(replayed.joined().contains("[0,0]"), "the first frame: the check needs no scrolling")
    }

    /// A controller file (its own data source) keeps every invariant; the header names the file.
    func test_fuzz_of_a_controller_file_passes() throws {
        let path = LayoutFileTests.fixtures.appendingPathComponent("PhotosController.swift").path
        let result = try TCVBinary.run(["fuzz", path, "--cells", "--runs", "5", "--steps", "20", "--size", "36x8"])
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.hasPrefix("fuzz \(path): 5 run(s) of 20 actions from seed 1 at 36x8: no invariant broken (100 actions, "),
                      result.output)
    }
}

/// The steps of a key script: each `<…>` token and each character outside one.
private func actionCount(_ keys: String) -> Int {
    var count = 0
    var inToken = false
    for character in keys {
        if character == "<" { inToken = true } else if character == ">" && inToken { inToken = false; count += 1 } else if !inToken { count += 1 }
    }
    return count
}

/// POSIX shell words: spaces separate, single quotes keep everything, `\` escapes one character.
enum ShellWords {
    struct Unbalanced: Error {}

    static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var current: String?
        var quoted = false
        var escaped = false
        for character in line {
            if escaped {
                current = (current ?? "") + String(character)
                escaped = false
            } else if quoted {
                if character == "'" { quoted = false } else { current! += String(character) }
            } else if character == "'" {
                quoted = true
                current = current ?? ""
            } else if character == "\\" {
                escaped = true
            } else if character == " " {
                if let word = current { words.append(word) }
                current = nil
            } else {
                current = (current ?? "") + String(character)
            }
        }
        guard !quoted, !escaped else { throw Unbalanced() }
        if let word = current { words.append(word) }
        return words
    }
}
