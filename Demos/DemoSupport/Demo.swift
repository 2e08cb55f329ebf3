import TermApp
import TermCanvas
import TermCollectionView

/// One demo of the gallery: a name for the command line, a one-line summary, and a factory for its
/// view controller. Each demo lives in its own folder beside this one (layout, cells, data, controller).
public struct Demo: Sendable {
    /// The name `tcv demo NAME` and `tcv snapshot NAME` take.
    public let name: String
    /// One line for `tcv list` and the gallery.
    public let summary: String
    /// Builds the demo's screen.
    public let makeViewController: @MainActor @Sendable () -> ViewController
    /// Builds the demo's screen with a chosen number of items (`tcv demo NAME --items N`); nil for
    /// demos whose content is fixed.
    public let makeViewControllerWithItems: (@MainActor @Sendable (_ items: Int) -> ViewController)?

    public init(name: String, summary: String, makeViewController: @escaping @MainActor @Sendable () -> ViewController) {
        self.name = name
        self.summary = summary
        self.makeViewController = makeViewController
        self.makeViewControllerWithItems = nil
    }

    /// A demo whose item count the user chooses; `makeViewController` builds it with
    /// `ListDemo.defaultItemCount` items.
    init(name: String, summary: String,
         makeViewControllerWithItems: @escaping @MainActor @Sendable (_ items: Int) -> ViewController) {
        self.name = name
        self.summary = summary
        self.makeViewController = { makeViewControllerWithItems(ListDemo.defaultItemCount) }
        self.makeViewControllerWithItems = makeViewControllerWithItems
    }

    /// A window showing the demo on its own (`tcv demo`, `tcv snapshot`): `q` quits.
    @MainActor
    public func makeWindow(clock: FrameClock) -> Window {
        Window(rootViewController: makeViewController(), clock: clock)
    }
}
