import Foundation
import TermApp
import TermCanvas
import TermCollectionView

/// The entry point of the programs `tcv run`, `tcv snapshot FILE.swift` and `tcv trace FILE.swift`
/// generate: shows a layout with a generated controller (or the user's own controller) live, as one
/// headless frame, or as a call trace, as the `RunOptions` in the command line say. Either way the
/// screen is a TermApp `Window` whose root is a `UICollectionViewController`.
///
/// A generated `main.swift` is a few lines:
/// ```swift
/// import LayoutRunner
/// MainActor.assumeIsolated {
///     LayoutRunner.main(layout: MosaicLayout(), title: "MosaicLayout")
///     // or, for a file with a controller: LayoutRunner.main(controller: PhotosViewController(), title: …)
/// }
/// ```
@MainActor
public enum LayoutRunner {
    /// Shows `layout` in an `IndexPathViewController` of `--sections` × `--items`; a flow layout gets
    /// `--item-size` when given. `retaining` keeps objects the layout holds weakly (a generated delegate).
    public static func main(layout: CollectionViewLayout, title: String, retaining objects: [AnyObject] = []) -> Never {
        let options = parseOptions()
        if let itemSize = options.itemSize, let flow = layout as? CollectionViewFlowLayout {
            flow.itemSize = itemSize
        }
        let controller = IndexPathViewController(collectionViewLayout: layout, sections: options.sections, items: options.items)
        controller.title = title
        run(controller: controller, retaining: objects, options: options)
    }

    /// Shows the user's `UICollectionViewController` subclass as the app, with its own data source.
    /// `title` names the screen unless the controller sets its own `title` in `viewDidLoad`.
    public static func main(controller: CollectionViewController, title: String) -> Never {
        controller.loadViewIfNeeded()
        if controller.title == nil { controller.title = title }
        run(controller: controller, retaining: [], options: parseOptions())
    }

    /// Shows the user's plain `UIViewController` subclass as the app: its view tree, and the
    /// collection view it adds (Apple's sample code) scrolled by the keys. As in the sample's
    /// storyboard, it is the root of a navigation controller, so its `navigationController` pushes
    /// (a detail screen on selection) and `q`/Esc pops back. `title` names the screen unless the
    /// controller sets a title (or its navigation item's) in `viewDidLoad`.
    public static func main(viewController: ViewController, title: String) -> Never {
        viewController.loadViewIfNeeded()
        if viewController.navigationItem.title == nil && viewController.title == nil { viewController.title = title }
        run(controller: NavigationController(rootViewController: viewController), traced: viewController,
            retaining: [], options: parseOptions())
    }

    /// Runs `controller` as the window's root; a trace follows `traced`'s collection view (the
    /// controller's own unless a navigation controller wraps it).
    private static func run(controller: ViewController, traced: ViewController? = nil, retaining objects: [AnyObject],
                            options: RunOptions) -> Never {
        // The view loads before the window shows it (UIKit's `loadViewIfNeeded()`), so a trace can
        // observe the collection view from the first call on.
        controller.loadViewIfNeeded()
        switch options.mode {
        case .live:
            let clock = SystemClock()
            let window = RunnerHost.makeWindow(controller: controller, clock: clock)
            withExtendedLifetime(objects) { LiveRun.run(window, clock: clock) }
        case .snapshot, .trace:
            UsageError.handler = { error in fail(error.description) }
            LayoutDiagnostics.handler = { problem in StandardError.write("tcv: warning: \(problem)\n") }
            let steps: [KeyScriptStep]
            do {
                steps = try KeyScript.parse(options.keys)
            } catch {
                fail(String(describing: error))
            }
            let clock = VirtualClock()
            let window = RunnerHost.makeWindow(controller: controller, clock: clock)
            withExtendedLifetime(objects) {
                if options.mode == .trace {
                    let tracedController = traced ?? controller
                    guard let collectionView = tracedController.drivenCollectionView else {
                        fail("\(type(of: tracedController)) has no collection view in its view tree to trace")
                    }
                    let lines = TraceRunner(app: window, collectionView: collectionView, clock: clock, size: options.size)
                        .run(steps)
                    if let failure = StandardOutput.deliver(lines.joined(separator: "\n") + "\n") { fail(failure) }
                } else {
                    let canvas = HeadlessRunner(app: window, clock: clock, size: options.size).run(steps)
                    if let failure = StandardOutput.deliver((options.ansi ? canvas.ansiText() : canvas.text) + "\n") { fail(failure) }
                }
            }
            exit(0)
        }
    }

    private static func parseOptions() -> RunOptions {
        do {
            return try RunOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail(String(describing: error))
        }
    }

    /// One line on standard error, as `tcv` words its errors, and exit status 1.
    static func fail(_ message: String) -> Never {
        StandardError.write("tcv: error: \(message)\n")
        exit(1)
    }
}
