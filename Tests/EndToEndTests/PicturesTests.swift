import Foundation
import XCTest

/// The README's pictures (`Docs/Pictures/*.svg`) are what today's `tcv` draws: each line of
/// `Docs/Pictures/pictures.txt` runs through the binary exactly as `Scripts/make-pictures.sh` runs it,
/// and the output must equal the committed file, so a change that alters a frame cannot leave a stale
/// picture behind. Every picture is shown in the README, and every picture the README shows is listed.
final class PicturesTests: XCTestCase {
    private static let folder = LayoutFileTests.packageRoot.appendingPathComponent("Docs/Pictures")

    /// `(file, arguments)` per line of the list; `#` lines and blank lines skipped.
    private func pictures() throws -> [(file: String, arguments: [String])] {
        let list = try String(contentsOf: Self.folder.appendingPathComponent("pictures.txt"), encoding: .utf8)
        return list.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let file = words.first, !file.hasPrefix("#") else { return nil }
            return (file, Array(words.dropFirst()))
        }
    }

    /// The script runs in the package root: a relative path there becomes absolute here.
    private func resolved(_ argument: String) -> String {
        let url = LayoutFileTests.packageRoot.appendingPathComponent(argument)
        return !argument.hasPrefix("-") && FileManager.default.fileExists(atPath: url.path) ? url.path : argument
    }

    func test_every_committed_picture_is_what_tcv_draws_today() throws {
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
        let pictures = try pictures()
        XCTAssertGreaterThanOrEqual(pictures.count, 8, "the demos, the gallery and the commands")
        for (file, arguments) in pictures {
            let result = try TCVBinary.run(arguments.map(resolved) + ["--format", "svg"])
            XCTAssertEqual(result.status, 0, "\(file): \(result.error)")
            let committed = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(result.output == committed,
                          "Docs/Pictures/\(file) is out of date: run Scripts/make-pictures.sh and commit the pictures")
        }
    }

    func test_the_readme_shows_every_picture_and_only_listed_ones() throws {
        let readme = try String(contentsOf: LayoutFileTests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = Set(try pictures().map(\.file))
        var shown = Set<String>()
        var rest = readme[...]
        while let range = rest.range(of: "](Docs/Pictures/") {
            let name = rest[range.upperBound...].prefix { $0 != ")" }
            shown.insert(String(name))
            rest = rest[range.upperBound...]
        }
        XCTAssertEqual(shown, listed)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".svg") }
        XCTAssertEqual(Set(files), listed, "every SVG in Docs/Pictures is listed in pictures.txt")
    }
}
