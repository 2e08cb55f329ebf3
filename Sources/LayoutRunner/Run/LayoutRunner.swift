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
/// Each `main` returns the exit status (after the terminal is restored, for a live run); the generated
/// program, the command line, ends with it: the library never ends the process.
@MainActor
public enum LayoutRunner {
    /// A screen's controller and the objects it needs kept alive (a generated delegate its layout
    /// holds weakly).
    typealias Screen = (controller: ViewController, retained: [AnyObject])

    /// Shows the layout `makeLayout` makes in an `IndexPathViewController` of `--sections` × `--items`;
    /// a flow layout gets `--item-size` when given. `makeLayout` also returns objects the layout holds
    /// weakly (a generated delegate), which live as long as the screen.
    public static func main(title: String, makeLayout: @escaping @MainActor @Sendable () -> (CollectionViewLayout, [AnyObject])) -> Int32 {
        guard let options = parseOptions() else { return 1 }
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
        guard let options = parseOptions() else { return 1 }
        return run(options: options) {
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
        guard let options = parseOptions() else { return 1 }
        return run(options: options) {
            let viewController = makeViewController()
            viewController.loadViewIfNeeded()
            if viewController.navigationItem.title == nil && viewController.title == nil { viewController.title = title }
            return (NavigationController(rootViewController: viewController), [])
        }
    }

    /// What stops a run before its screen does: one `tcv: error:` line, status 1.
    struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private static func run(options: RunOptions, makeScreen: @escaping @MainActor @Sendable () -> Screen) -> Int32 {
        // The screen's unit is known before the user's views are made: their defaults follow it.
        let scaling = options.screenScaling(reportedAspect: options.mode == .live ? TerminalCellAspect.reported() : nil)
        ScreenMetrics.prepare(for: scaling)
        // Headless, the screen's size is known before the user's objects are made: `UIScreen.main`
        // in a layout's `init()` is the screen it is shown on.
        if options.mode != .live { ScreenMetrics.update(size: options.size, scaling: scaling) }
        UserInterfaceLayoutDirection.app = options.rightToLeft ? .rightToLeft : .leftToRight
        do {
            let script = try RunnerHost.loadScript(options.script)
            switch options.mode {
            case .fuzz:
                return FuzzRun.run(options: options, makeScreen: makeScreen)
            case .live:
                return runLive(options: options, script: script, scaling: scaling, makeScreen: makeScreen)
            case .replay:
                // The recording's controller drew the frames; a fresh one replays on a fresh clock.
                return try replay(makeScreen: makeScreen, options: options, script: script, scaling: scaling)
            case .snapshot, .trace:
                return try runHeadless(options: options, script: script, scaling: scaling, makeScreen: makeScreen)
            }
        } catch {
            ToolOutput.error(error.message)
            return 1
        }
    }

    /// The screen in this terminal until `q`, Ctrl-C or the end; recorded with `--record`, made way
    /// for a rebuild under `tcv run --watch`, its input logged for a crash's replay.
    private static func runLive(options: RunOptions, script: [DemoScript.Line], scaling: ScreenScaling,
                                makeScreen: @MainActor () -> Screen) -> Int32 {
        let (controller, objects) = loadedScreen(makeScreen)
        let clock = SystemClock()
        let window = RunnerHost.makeWindow(controller: controller, clock: clock, screenScaling: scaling)
        var app = RunnerHost.makeApp(window: window, clock: clock, options: options, script: script)
        if let path = options.inputLog, let log = InputLog(app: app, clock: clock, path: path, cellAspect: Self.cellAspect(of: scaling)) {
            app = log
        }
        return withExtendedLifetime(objects) { () -> Int32 in
            if let statePath = options.watchState {
                let watched = WatchedProgram(app: app, window: window, statePath: statePath)
                return LiveTerminal.run(watched, clock: clock, afterRestore: { status in
                    if status == 128 + SIGUSR1 { watched.saveState() }
                }, onNotice: watched.readNotice)
            }
            guard let record = options.record else { return LiveTerminal.run(app, clock: clock) }
            return SessionRecorder.recordLive(app, clock: clock, command: recordedCommand(options, scaling: scaling), to: record)
        }
    }

    /// One frame after the keys (`snapshot`), or the calls they caused (`trace`), on standard output;
    /// status 1 when a usage error happened on the way (its line is already out) or the output failed.
    private static func runHeadless(options: RunOptions, script: [DemoScript.Line], scaling: ScreenScaling,
                                    makeScreen: @MainActor () -> Screen) throws(Failure) -> Int32 {
        let diagnostics = HeadlessDiagnostics()
        let written = try Diagnostics.$sink.withValue(diagnostics) {
            Result { () throws(Failure) in
                try writeHeadless(options: options, script: script, scaling: scaling, makeScreen: makeScreen)
            }
        }.get()
        return written && diagnostics.usageErrorCount == 0 ? 0 : 1
    }

    /// Plays the keys and writes what `runHeadless` prints; false when the output failed.
    private static func writeHeadless(options: RunOptions, script: [DemoScript.Line], scaling: ScreenScaling,
                                      makeScreen: @MainActor () -> Screen) throws(Failure) -> Bool {
        let (controller, objects) = loadedScreen(makeScreen)
        let steps: [KeyScriptStep]
        do {
            steps = try KeyScript.parse(options.keys)
        } catch {
            throw Failure(String(describing: error))
        }
        let clock = VirtualClock()
        return try withExtendedLifetime(objects) { () throws(Failure) -> Bool in
            if options.mode == .trace {
                let window = RunnerHost.makeWindow(controller: controller, clock: clock, screenScaling: scaling)
                // A plain view controller is wrapped in a navigation controller: trace the one it shows.
                let tracedController = (controller as? NavigationController)?.topViewController ?? controller
                guard let collectionView = tracedController.drivenCollectionView else {
                    throw Failure("\(type(of: tracedController)) has no collection view in its view tree to trace")
                }
                let progress = options.progress.flatMap(ProgressLog.init(path:))
                progress?.session(seed: nil)
                let lines = TraceRunner(app: window, collectionView: collectionView, clock: clock, size: options.size)
                    .run(steps, willPlay: { progress?.action([$0]) })
                return ToolOutput.write(lines.joined(separator: "\n") + "\n")
            }
            let app = RunnerHost.makeApp(controller: controller, clock: clock, options: options, script: script, screenScaling: scaling)
            let canvas = play(steps, on: HeadlessRunner(app: app, clock: clock, size: options.size),
                              progress: options.progress.flatMap(ProgressLog.init(path:)))
            return ToolOutput.write(options.svg ? canvas.svg() : (options.ansi ? canvas.ansiText() : canvas.text) + "\n")
        }
    }

    /// Replays `options.cast` on a fresh screen: headless, comparing frames, or live (`--live`).
    private static func replay(makeScreen: @escaping @MainActor @Sendable () -> Screen, options: RunOptions,
                               script: [DemoScript.Line], scaling: ScreenScaling) throws(Failure) -> Int32 {
        let path = options.cast ?? ""
        let cast: Asciicast
        do {
            cast = try Asciicast.load(path)
        } catch {
            throw Failure(error.description)
        }
        let (controller, objects) = loadedScreen(makeScreen)
        let name = controller.title ?? "layout"
        // One replay, one controller: the window is built once, on the replay's clock.
        let make = { (clock: FrameClock) -> TerminalApp in
            RunnerHost.makeApp(controller: controller, clock: clock, options: options, script: script, screenScaling: scaling)
        }
        return withExtendedLifetime(objects) { () -> Int32 in
            if options.live { return CastPlayer.playLive(cast, path: path, name: name, make: make) }
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

    /// The command line's options; nil after one `tcv: error:` line naming the bad one.
    private static func parseOptions() -> RunOptions? {
        do {
            return try RunOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            ToolOutput.error(String(describing: error))
            return nil
        }
    }
}
