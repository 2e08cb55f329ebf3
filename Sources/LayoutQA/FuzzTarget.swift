import TermApp
import TermCanvas
import TermCollectionView

/// What the fuzzer drives: a name (for the replay command) and a way to build a fresh window on a
/// virtual clock, once per session and once per replay while shrinking.
public struct FuzzTarget: Sendable {
    /// The name `tcv snapshot NAME` takes to replay a session: a demo's name or a layout file's path.
    public let name: String
    /// Options the replay command needs besides `--size` and `--keys` (a layout file's data options,
    /// e.g. ` --sections 1 --items 40`), each with a leading space; empty for a demo.
    public let replayOptions: String
    /// Builds the window; it must read time from the clock it is given.
    public let makeWindow: @MainActor @Sendable (VirtualClock) -> Window

    public init(name: String, replayOptions: String = "", makeWindow: @escaping @MainActor @Sendable (VirtualClock) -> Window) {
        self.name = name
        self.replayOptions = replayOptions
        self.makeWindow = makeWindow
    }
}
