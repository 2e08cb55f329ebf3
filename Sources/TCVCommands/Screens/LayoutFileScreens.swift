import LayoutPackage
import LayoutQA
import LayoutRunner
import TermApp
import TermCanvas
import TermCollectionView

/// The catalog of a program `tcv run` builds: one screen, the user's class, for the `.swift` NAME
/// every command there is given. A generated `main.swift` is a few lines:
/// ```swift
/// import TCVCommands
/// exit(MainActor.assumeIsolated {
///     TCVCommandLine.main(showing: LayoutFileScreens(title: "MosaicLayout", makeLayout: { (MosaicLayout(), []) }))
/// })
/// ```
/// The screens are made by a factory, not kept: the fuzzer plays every session on a fresh one.
@MainActor
public struct LayoutFileScreens: ScreenCatalog {
    /// The class shown, for reports and the screen's title.
    private let title: String
    /// A fresh controller for a request, and the objects it needs kept alive (a generated delegate
    /// its layout holds weakly).
    private let makeController: @MainActor @Sendable (ScreenRequest) -> (ViewController, [AnyObject])

    /// Shows the layout `makeLayout` makes in an `IndexPathViewController` of `--sections` × `--items`;
    /// a flow layout gets `--item-size` when given. `makeLayout` also returns objects the layout holds
    /// weakly (a generated delegate), which live as long as the screen.
    public init(title: String, makeLayout: @escaping @MainActor @Sendable () -> (CollectionViewLayout, [AnyObject])) {
        self.title = title
        makeController = { request in
            let (layout, objects) = makeLayout()
            if let itemSize = request.itemSize, let flow = layout as? CollectionViewFlowLayout { flow.itemSize = itemSize }
            let controller = IndexPathViewController(collectionViewLayout: layout, sections: request.sections, items: request.items ?? 30)
            controller.title = title
            return (controller, objects)
        }
    }

    /// Shows the user's `UICollectionViewController` subclass as the app, with its own data source.
    /// `title` names the screen unless the controller sets its own `title` in `viewDidLoad`.
    public init(title: String, makeController: @escaping @MainActor @Sendable () -> CollectionViewController) {
        self.title = title
        self.makeController = { _ in
            let controller = makeController()
            controller.loadViewIfNeeded()
            if controller.title == nil { controller.title = title }
            return (controller, [])
        }
    }

    /// Shows the user's plain `UIViewController` subclass as the app: its view tree, and the
    /// collection view it adds (Apple's sample code) scrolled by the keys. As in the sample's
    /// storyboard, it is the root of a navigation controller, so its `navigationController` pushes
    /// (a detail screen on selection) and `q`/Esc pops back. `title` names the screen unless the
    /// controller sets a title (or its navigation item's) in `viewDidLoad`.
    public init(title: String, makeViewController: @escaping @MainActor @Sendable () -> ViewController) {
        self.title = title
        makeController = { _ in
            let viewController = makeViewController()
            viewController.loadViewIfNeeded()
            if viewController.navigationItem.title == nil && viewController.title == nil { viewController.title = title }
            return (NavigationController(rootViewController: viewController), [])
        }
    }

    /// The user's screen for any `.swift` NAME (the files are compiled in).
    public func screen(for request: ScreenRequest) throws -> AppScreen {
        guard request.name.hasSuffix(".swift") else {
            throw CommandFailure("this program shows \(title) from its files; name a .swift file, not \(CommandFailure.quote(request.name))")
        }
        let make = makeController
        let kept = RetainedObjects()
        return AppScreen(name: title, scaling: request.scaling, makeModel: IndexPathReferenceModel.model(for:)) { clock in
            let (controller, objects) = make(request)
            kept.objects += objects
            // The view loads before the window shows it (UIKit's `loadViewIfNeeded()`), so a trace
            // observes the collection view from the first call on.
            controller.loadViewIfNeeded()
            return RunnerHost.makeWindow(controller: controller, clock: clock, screenScaling: request.scaling)
        }
    }

    /// The one screen.
    public var listing: [(name: String, summary: String)] { [(title, "the screen of the compiled files")] }

    /// This is the files' program: it shows them itself.
    public var programEntry: ProgramEntry? { nil }
}

/// Objects the screens' layouts hold weakly, kept for the whole run (a few per fuzz session).
@MainActor
private final class RetainedObjects {
    var objects: [AnyObject] = []
}
