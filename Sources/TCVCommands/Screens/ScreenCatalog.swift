import Foundation
import LayoutPackage
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

/// Where tcv's commands get what they show. `tcv` itself knows its demos and the gallery, and hands
/// a `.swift` file to the program it compiles from it; that program runs the same commands with a
/// catalog of one screen, the user's (`LayoutFileScreens`). So each mode (live, snapshot, trace,
/// fuzz, replay) is written once, in its command, whatever it shows.
@MainActor
public protocol ScreenCatalog {
    /// The screen `request` names, or a `CommandFailure` naming what may be asked for instead.
    func screen(for request: ScreenRequest) throws -> AppScreen

    /// Names and one-line summaries, as `tcv list` prints them.
    var listing: [(name: String, summary: String)] { get }

    /// How a program compiled from a `.swift` NAME begins and ends, when this catalog's command line
    /// compiles one to run the command (`tcv`'s, which decides how that program exits); nil when a
    /// NAME is shown by this process (the program itself).
    var programEntry: ProgramEntry? { get }
}

/// What a command asks a catalog for: NAME, and the data and scale options typed with it.
public struct ScreenRequest: Sendable {
    /// A demo's name, `gallery`, or a `.swift` file.
    public var name: String
    /// `--items`: a list demo's count, or items per section of the generated data source (nil: 30).
    public var items: Int?
    /// `--sections` of the generated data source.
    public var sections = 3
    /// `--item-size` for a flow layout; nil keeps the layout's own.
    public var itemSize: CGSize?
    /// How points map onto the terminal.
    public var scaling: ScreenScaling = .cells
    /// Whether the app runs right to left (`--right-to-left`).
    public var rightToLeft = false

    /// A request for `name` with the defaults.
    public init(name: String) {
        self.name = name
    }
}

/// A screen a command shows: what it is called, how points map onto cells, and how to make it.
@MainActor
public struct AppScreen {
    /// The name reports use (a demo's, or the file's class).
    public var name: String
    /// How the screen's windows map points onto the terminal.
    public var scaling: ScreenScaling
    /// A fresh window on `clock`, its root's view loaded (so a trace sees the first call); the fuzzer
    /// makes one per session.
    public var makeWindow: @MainActor @Sendable (FrameClock) -> Window
    /// The reference model of the data the first screen shows, when update keys change it (the
    /// generated data source); nil otherwise.
    public var makeModel: @MainActor @Sendable (CollectionViewController) -> ReferenceModel?

    /// A screen called `name` whose windows `makeWindow` makes.
    public init(name: String, scaling: ScreenScaling = .cells,
                makeModel: @escaping @MainActor @Sendable (CollectionViewController) -> ReferenceModel? = { _ in nil },
                makeWindow: @escaping @MainActor @Sendable (FrameClock) -> Window) {
        self.name = name
        self.scaling = scaling
        self.makeModel = makeModel
        self.makeWindow = makeWindow
    }
}
