import TermCanvas
import TermCollectionView

/// One demo of the gallery: a name for the command line, a one-line summary, and a factory for its
/// hosted collection view. Each demo lives in its own folder beside this one (layout, cells, data).
public struct Demo: Sendable {
    /// The name `tcv demo NAME` and `tcv snapshot NAME` take.
    public let name: String
    /// One line for `tcv list` and the gallery.
    public let summary: String
    /// Builds the demo's screen, running animations on `clock`.
    public let makeHost: @MainActor @Sendable (_ clock: FrameClock) -> CollectionViewHost
    /// Builds the demo's screen with a chosen number of items (`tcv demo NAME --items N`); nil for
    /// demos whose content is fixed.
    public let makeHostWithItems: (@MainActor @Sendable (_ clock: FrameClock, _ items: Int) -> CollectionViewHost)?

    public init(name: String, summary: String, makeHost: @escaping @MainActor @Sendable (_ clock: FrameClock) -> CollectionViewHost) {
        self.name = name
        self.summary = summary
        self.makeHost = makeHost
        self.makeHostWithItems = nil
    }

    /// A demo whose item count the user chooses; `makeHost` builds it with `ListDemo.defaultItemCount` items.
    init(name: String, summary: String,
         makeHostWithItems: @escaping @MainActor @Sendable (_ clock: FrameClock, _ items: Int) -> CollectionViewHost) {
        self.name = name
        self.summary = summary
        self.makeHost = { clock in makeHostWithItems(clock, ListDemo.defaultItemCount) }
        self.makeHostWithItems = makeHostWithItems
    }
}
