import Foundation

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
}
