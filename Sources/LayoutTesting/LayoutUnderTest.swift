import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView

/// What a layout test shows, made fresh for every screen (a fuzz run plays each session on a new one):
/// your layout with the generated data `tcv run` gives a layout file (`sections` × `items` numbered
/// cells, supplementary views labelled with their kind), or your own collection view controller or
/// plain view controller with its own data source — and how the screen maps UIKit points onto cells.
///
/// ```swift
/// let heights = FixedHeights()          // a layout's delegate: held by the closure, so it lives on
/// let waterfall = LayoutUnderTest.layout(sections: 1, items: 40) {
///     let layout = WaterfallLayout()
///     layout.delegate = heights
///     return layout
/// }
/// ```
///
/// The default `screenScaling` is the one `tcv run` and `tcv snapshot FILE.swift` use (an iPhone 16's
/// width across the terminal, a row two columns tall), so a golden frame equals what
/// `tcv snapshot FILE.swift --size WxH --keys KEYS` prints for the same data.
@MainActor
public struct LayoutUnderTest: Sendable {
    /// The name a fuzz report and the status line use: the layout's or controller's type name.
    public var name: String
    /// Points to cells: `.phone` (the default), another `.device(…)`, or `.cells` (a point is a cell).
    public var screenScaling: ScreenScaling
    /// `.rightToLeft` runs the screen as a phone set to Arabic or Hebrew (`tcv run --right-to-left`).
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    /// Whether the last row shows the status line, as `tcv snapshot` does (`--hide-status` turns it off).
    public var showsStatusLine = true
    /// Whether the screen shows the generated data, whose changes the fuzzer follows with its model.
    let hasGeneratedData: Bool
    private let factory: ControllerFactory

    /// Your layout, shown by the generated controller and data source of `tcv run FILE.swift`.
    public static func layout<Layout: CollectionViewLayout>(
        sections: Int = 3, items: Int = 30, screenScaling: ScreenScaling = .phone,
        _ makeLayout: @escaping @MainActor () -> Layout
    ) -> LayoutUnderTest {
        let name = String(describing: Layout.self)
        let factory = ControllerFactory {
            let layout = makeLayout()
            let controller = IndexPathViewController(collectionViewLayout: layout, sections: sections, items: items)
            controller.title = String(describing: type(of: layout))
            return controller
        }
        return LayoutUnderTest(name: name, screenScaling: screenScaling, hasGeneratedData: true, factory: factory)
    }

    /// Your `UICollectionViewController` subclass, with its own data source, as the window's root.
    public static func controller<Controller: CollectionViewController>(
        screenScaling: ScreenScaling = .phone, _ makeController: @escaping @MainActor () -> Controller
    ) -> LayoutUnderTest {
        let factory = ControllerFactory(make: makeController)
        return LayoutUnderTest(name: String(describing: Controller.self), screenScaling: screenScaling,
                               hasGeneratedData: false, factory: factory)
    }

    /// Your plain `UIViewController` subclass (a collection view somewhere in its view tree), as the
    /// root of a navigation controller, as `tcv run` shows one.
    public static func viewController<Controller: ViewController>(
        screenScaling: ScreenScaling = .phone, _ makeViewController: @escaping @MainActor () -> Controller
    ) -> LayoutUnderTest {
        let factory = ControllerFactory { NavigationController(rootViewController: makeViewController()) }
        return LayoutUnderTest(name: String(describing: Controller.self), screenScaling: screenScaling,
                               hasGeneratedData: false, factory: factory)
    }

    /// A loaded controller, titled by its type's name unless its `viewDidLoad` titled it (as `tcv run`).
    func makeController() -> ViewController {
        let controller = factory.make()
        controller.loadViewIfNeeded()
        let shown = (controller as? NavigationController)?.topViewController ?? controller
        if shown.title == nil && shown.navigationItem.title == nil { shown.title = String(describing: type(of: shown)) }
        return controller
    }

    /// The window `tcv run` would show the controller in, on `clock`, after the process-wide screen
    /// state (`UIScreen.main`, the app's layout direction) is set as `tcv run` sets it.
    func makeWindow(clock: VirtualClock) -> Window {
        ScreenMetrics.prepare(for: screenScaling)
        UserInterfaceLayoutDirection.app = layoutDirection
        let window = RunnerHost.makeWindow(controller: makeController(), clock: clock, screenScaling: screenScaling)
        window.showsStatusLine = showsStatusLine
        return window
    }
}

/// The factory, kept on the main actor so that a fuzz target's `@Sendable` closure may hold it
/// although the user's closure captures plain objects (a layout's delegate).
@MainActor
final class ControllerFactory {
    let make: @MainActor () -> ViewController

    init(make: @escaping @MainActor () -> ViewController) {
        self.make = make
    }
}
