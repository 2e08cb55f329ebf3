import Foundation
import XCTest

/// The `tcv` executable built next to the test bundle, and helpers to run it.
enum TCVBinary {
    /// `.build/<triple>/debug/tcv`: the test bundle lives in the same products folder.
    static var path: String {
        var url = URL(fileURLWithPath: CommandLine.arguments.first { $0.contains(".xctest") } ?? CommandLine.arguments[0])
        while url.pathExtension != "xctest" && url.path != "/" { url.deleteLastPathComponent() }
        return url.deletingLastPathComponent().appendingPathComponent("tcv").path
    }

    /// Runs `tcv` without a terminal; returns the exit status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let result = try ChildProcess.run(path, arguments)
        return (result.status, result.output, result.error)
    }

    /// The screen lines of `tcv snapshot LAYOUT --size SIZE --keys KEYS` for a layout file, asserting
    /// that it ran cleanly (status 0, nothing on standard error), with the layout-file tests' cache.
    static func snapshotLines(of layoutFile: String, size: String, keys: String,
                              file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        setenv("XDG_CACHE_HOME", LayoutFileTests.cacheHome.path, 1)
        let result = try run(["snapshot", layoutFile, "--size", size, "--keys", keys])
        XCTAssertEqual(result.status, 0, result.error, file: file, line: line)
        XCTAssertEqual(result.error, "", file: file, line: line)
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
