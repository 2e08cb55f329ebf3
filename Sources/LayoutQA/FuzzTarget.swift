import TermApp
import TermCanvas
import TermCollectionView

/// What the fuzzer drives: a name (for the replay command) and a way to build a fresh window on a
/// virtual clock, once per session and once per replay while shrinking.
public struct FuzzTarget: Sendable {
    /// The name `tcv snapshot NAME` takes to replay a session.
    public let name: String
    /// Builds the window; it must read time from the clock it is given.
    public let makeWindow: @MainActor @Sendable (VirtualClock) -> Window

    public init(name: String, makeWindow: @escaping @MainActor @Sendable (VirtualClock) -> Window) {
        self.name = name
        self.makeWindow = makeWindow
    }
}
