import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView
import TermCurses
import TerminalHost

/// The entry point of the programs `tcv run`, `tcv snapshot FILE.swift`, `tcv trace FILE.swift` and
/// `tcv fuzz FILE.swift` generate: shows a layout with a generated controller (or the user's own
/// controller) live, as one headless frame, as a call trace, or fuzzes it, as the `RunOptions` in the
/// command line say. Either way the screen is a TermApp `Window` whose root is a
/// `UICollectionViewController`.
///
/// The program passes a factory rather than an object: the fuzzer plays every session on a fresh
/// screen. A generated `main.swift` is a few lines:
/// ```swift
/// import LayoutRunner
/// exit(MainActor.assumeIsolated {
///     LayoutRunner.main(title: "MosaicLayout", makeLayout: { let layout = MosaicLayout(); return (layout, []) })
///     // or, for a file with a controller: LayoutRunner.main(title: …, makeController: { PhotosViewController() })
/// })
/// ```
/// Each `main` returns the exit status (the live run exits from the terminal loop, which restores the
/// terminal first); the generated program, the command line, ends with it.
@MainActor
public enum LayoutRunner {
    /// A screen's controller and the objects it needs kept alive (a generated delegate its layout
    /// holds weakly).
    typealias Screen = (controller: ViewController, retained: [AnyObject])

    /// Shows the layout `makeLayout` makes in an `IndexPathViewController` of `--sections` × `--items`;
    /// a flow layout gets `--item-size` when given. `makeLayout` also returns objects the layout holds
    /// weakly (a generated delegate), which live as long as the screen.
    public static func main(title: String, makeLayout: @escaping @MainActor @Sendable () -> (CollectionViewLayout, [AnyObject])) -> Int32 {
        let options = parseOptions()
        return run(options: options) {
            let (layout, objects) = makeLayout()
            if let itemSize = options.itemSize, let flow = layout as? CollectionViewFlowLayout {
                flow.itemSize = itemSize
            }
            let controller = IndexPathViewController(collectionViewLayout: layout, sections: options.sections, items: options.items)
            controller.title = title
            return (controller, objects)
        }
    }

    /// Shows the user's `UICollectionViewController` subclass as the app, with its own data source.
    /// `title` names the screen unless the controller sets its own `title` in `viewDidLoad`.
    public static func main(title: String, makeController: @escaping @MainActor @Sendable () -> CollectionViewController) -> Int32 {
        run(options: parseOptions()) {
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
    public static func main(title: String, makeViewController: @escaping @MainActor @Sendable () -> ViewController) -> Int32 {
        run(options: parseOptions()) {
            let viewController = makeViewController()
            viewController.loadViewIfNeeded()
            if viewController.navigationItem.title == nil && viewController.title == nil { viewController.title = title }
            return (NavigationController(rootViewController: viewController), [])
        }
    }

    private static func run(options: RunOptions, makeScreen: @escaping @MainActor @Sendable () -> Screen) -> Int32 {
        // The screen's unit is known before the user's views are made: their defaults follow it.
        let scaling = options.screenScaling(reportedAspect: options.mode == .live ? TerminalCellAspect.reported() : nil)
        ScreenMetrics.prepare(for: scaling)
        UserInterfaceLayoutDirection.app = options.rightToLeft ? .rightToLeft : .leftToRight
        switch options.mode {
        case .fuzz:
            return FuzzRun.run(options: options, makeScreen: makeScreen)
        case .live:
            let (controller, objects) = loadedScreen(makeScreen)
            let clock = SystemClock()
            let window = RunnerHost.makeWindow(controller: controller, clock: clock, screenScaling: scaling)
            var app = RunnerHost.makeApp(window: window, clock: clock, options: options)
            if let path = options.inputLog, let log = InputLog(app: app, clock: clock, path: path, cellAspect: Self.cellAspect(of: scaling)) {
                app = log
            }
            withExtendedLifetime(objects) { () -> Never in
                if let statePath = options.watchState {
                    let watched = WatchedProgram(app: app, window: window, statePath: statePath)
                    LiveTerminal.run(watched, clock: clock, afterRestore: { status in
                        if status == 128 + SIGUSR1 { watched.saveState() }
                    }, onNotice: watched.readNotice)
                }
                guard let record = options.record else { LiveTerminal.run(app, clock: clock) }
                SessionRecorder.recordLive(app, clock: clock, command: recordedCommand(options, scaling: scaling), to: record)
            }
        case .replay:
            // The recording's controller drew the frames; a fresh one replays on a fresh clock.
            return replay(makeScreen: makeScreen, options: options, scaling: scaling)
        case .snapshot, .trace:
            ToolOutput.reportProblemsAtOnce()
            let (controller, objects) = loadedScreen(makeScreen)
            let steps: [KeyScriptStep]
            do {
                steps = try KeyScript.parse(options.keys)
            } catch {
                fail(String(describing: error))
            }
            let clock = VirtualClock()
            withExtendedLifetime(objects) {
                if options.mode == .trace {
                    let window = RunnerHost.makeWindow(controller: controller, clock: clock, screenScaling: scaling)
                    // A plain view controller is wrapped in a navigation controller: trace the one it shows.
                    let tracedController = (controller as? NavigationController)?.topViewController ?? controller
                    guard let collectionView = tracedController.drivenCollectionView else {
                        fail("\(type(of: tracedController)) has no collection view in its view tree to trace")
                    }
                    let progress = options.progress.flatMap(ProgressLog.init(path:))
                    progress?.session(seed: nil)
                    let lines = TraceRunner(app: window, collectionView: collectionView, clock: clock, size: options.size)
                        .run(steps, willPlay: { progress?.action([$0]) })
                    ToolOutput.write(lines.joined(separator: "\n") + "\n")
                } else {
                    let app = RunnerHost.makeApp(controller: controller, clock: clock, options: options, screenScaling: scaling)
                    let canvas = play(steps, on: HeadlessRunner(app: app, clock: clock, size: options.size),
                                      progress: options.progress.flatMap(ProgressLog.init(path:)))
                    ToolOutput.write(options.svg ? canvas.svg() : (options.ansi ? canvas.ansiText() : canvas.text) + "\n")
                }
            }
            return 0
        }
    }

    /// Replays `options.cast` on a fresh screen: headless, comparing frames, or live (`--live`).
    private static func replay(makeScreen: @escaping @MainActor @Sendable () -> Screen, options: RunOptions,
                               scaling: ScreenScaling) -> Int32 {
        let path = options.cast ?? ""
        let cast: Asciicast
        do {
            cast = try Asciicast.load(path)
        } catch {
            fail(error.description)
        }
        let (controller, objects) = loadedScreen(makeScreen)
        let name = controller.title ?? "layout"
        // One replay, one controller: the window is built once, on the replay's clock.
        let make = { (clock: FrameClock) -> TerminalApp in
            RunnerHost.makeApp(controller: controller, clock: clock, options: options, screenScaling: scaling)
        }
        return withExtendedLifetime(objects) { () -> Int32 in
            if options.live { CastPlayer.playLive(cast, path: path, name: name, make: make) }
            return CastReplay.check(cast, path: path, name: name, make: make)
        }
    }

    /// The cell aspect points are drawn at, for the input log; nil at one point per cell.
    private static func cellAspect(of scaling: ScreenScaling) -> Double? {
        guard case .device(_, let aspect) = scaling else { return nil }
        return Double(aspect)
    }

    /// The command a recording names, so `tcv replay` shows it at the same scale: the terminal's own
    /// cell aspect, when it reported one and none was given, is written into it.
    private static func recordedCommand(_ options: RunOptions, scaling: ScreenScaling) -> String {
        guard options.cellAspect == nil, case .device(_, let aspect) = scaling, aspect != ScreenScaling.defaultCellAspect
        else { return options.command }
        return options.command + " --cell-aspect \(Double(aspect))"
    }

    /// Plays `steps` and returns the last frame, telling `progress` of each step before it is played.
    private static func play(_ steps: [KeyScriptStep], on runner: HeadlessRunner, progress: ProgressLog?) -> Canvas {
        guard let progress else { return runner.run(steps) }
        progress.session(seed: nil)
        runner.start()
        for step in steps {
            progress.action([step])
            runner.play(step)
        }
        return runner.frame()
    }

    /// The view loads before the window shows it (UIKit's `loadViewIfNeeded()`), so a trace can
    /// observe the collection view from the first call on.
    private static func loadedScreen(_ makeScreen: @MainActor () -> Screen) -> Screen {
        let screen = makeScreen()
        screen.controller.loadViewIfNeeded()
        return screen
    }

    private static func parseOptions() -> RunOptions {
        do {
            return try RunOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail(String(describing: error))
        }
    }

    /// One line on standard error, as `tcv` words its errors, and exit status 1.
    static func fail(_ message: String) -> Never { ToolOutput.fail(message) }
}
