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
    /// The reference model of the data the first screen shows, when its data can be changed by keys
    /// (nil: sessions press no update keys the fuzzer follows, and cells are not checked against a model).
    public let makeModel: @MainActor @Sendable (CollectionViewController) -> ReferenceModel?
    /// How the windows map points onto the screen, for the report's header (the windows apply it).
    public var screenScaling: ScreenScaling = .cells

    /// A target replayed as `tcv snapshot name replayOptions`, whose windows `makeWindow` builds and whose data, when keys change it, `makeModel` models.
    public init(name: String, replayOptions: String = "",
                makeModel: @escaping @MainActor @Sendable (CollectionViewController) -> ReferenceModel? = { _ in nil },
                makeWindow: @escaping @MainActor @Sendable (VirtualClock) -> Window) {
        self.name = name
        self.replayOptions = replayOptions
        self.makeModel = makeModel
        self.makeWindow = makeWindow
    }
}
