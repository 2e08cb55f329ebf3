@testable import LayoutPackage
import XCTest

/// `swift build` output → the compiler's lines about the user's files, under the user's paths.
final class CompilerDiagnosticsTests: XCTestCase {
    func test_keeps_diagnostics_with_excerpts_maps_paths_and_drops_progress_and_repeats() {
        let copy = "/cache/tcv/x/package/Sources/App/Grid.swift"
        let output = """
            Building for debugging...
            [1/4] Compiling App Grid.swift
            \(copy):9:26: error: cannot convert value of type 'String' to specified type 'Int'
             7 |
             8 |     override func prepare() {
             9 |         let columns: Int = "three"
               |                          `- error: cannot convert value of type 'String' to specified type 'Int'
            10 |     }
            [2/4] Compiling App main.swift
            \(copy):9:26: error: cannot convert value of type 'String' to specified type 'Int'
             9 |         let columns: Int = "three"
            error: fatalError
            """
        let diagnostics = CompilerDiagnostics(pathMap: [copy: "Layouts/Grid.swift"])
        let lines = diagnostics.lines(in: output)
        XCTAssertEqual(lines, [
            "Layouts/Grid.swift:9:26: error: cannot convert value of type 'String' to specified type 'Int'",
            " 7 |",
            " 8 |     override func prepare() {",
            " 9 |         let columns: Int = \"three\"",
            "   |                          `- error: cannot convert value of type 'String' to specified type 'Int'",
            "10 |     }",
        ])
        XCTAssertEqual(CompilerDiagnostics.errorCount(lines), 1)
    }

    func test_requirements_split_at_each_declaration() {
        let (functions, others) = LayoutDeclarations.requirements(in: """
            @objc optional func a(_ x: IndexPath) -> CGFloat
            func b() mutating func c()
            """)
        XCTAssertEqual(functions, ["func a(_ x: IndexPath) -> CGFloat", "func b()", "func c()"])
        XCTAssertFalse(others)
        XCTAssertTrue(LayoutDeclarations.requirements(in: "var count: Int { get }").hasOthers)
    }

    func test_blanking_keeps_length_and_lines() {
        let text = "let a = \"x // y\" // z\n/* q\n */ let b = 1"
        let code = SwiftSource.blankCommentsAndStrings(text)
        XCTAssertEqual(code, "let a = \"      \"     \n    \n    let b = 1")
        XCTAssertEqual(code.unicodeScalars.count, text.unicodeScalars.count)
    }

    func test_content_hash_separates_fields() {
        var first = ContentHash()
        first.add("ab")
        first.add("c")
        var second = ContentHash()
        second.add("a")
        second.add("bc")
        XCTAssertNotEqual(first.hex, second.hex)
        XCTAssertEqual(first.hex.count, 32)
    }
}

/// The program cache keeps the most recently used programs.
final class ProgramCachePruningTests: XCTestCase {
    func test_prune_keeps_the_newest_and_drops_leftovers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tcv-prune-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, name) in ["a", "b", "c", ".b.123"].enumerated() {
            let url = folder.appendingPathComponent(name)
            try Data().write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(index) * 100)],
                                                  ofItemAtPath: url.path)
        }
        LayoutProgram.markUsed(folder.appendingPathComponent("a"))   // a: oldest, but just used
        LayoutProgram.prune(folder, keeping: 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a", "c"])
    }
}
