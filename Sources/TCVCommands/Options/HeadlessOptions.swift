import ArgumentParser
import TermCanvas

/// `--size` and `--keys` of the headless commands (`tcv snapshot`, `tcv trace`): one definition and
/// one parse, each bad value a one-line error.
struct HeadlessOptions: ParsableArguments {
    // `.unconditional`: the next argument is the value even when it starts with "-", so `--size -3x4`
    // gets the one-line size error instead of argument-parser's "Missing value".
    @Option(parsing: .unconditional, help: "Screen size as COLSxROWS.")
    var size = "80x24"

    // Key scripts may start with "-" too (a literal minus key).
    @Option(parsing: .unconditional, help: "Keys to press, in vim notation (see `tcv snapshot --help`).")
    var keys = ""

    /// The screen size, or a one-line error.
    func screenSize() throws -> CellSize { try ScreenSizeArgument.parse(size) }

    /// The key script's steps, or a one-line error.
    func steps() throws -> [KeyScriptStep] {
        do {
            return try KeyScript.parse(keys)
        } catch {
            throw CommandFailure(String(describing: error))
        }
    }
}
