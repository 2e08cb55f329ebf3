import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView
import TerminalHost

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

    private static func run(controller: CollectionViewController, retaining objects: [AnyObject],
                            options: RunOptions) -> Never {
        // The view loads before the window shows it (UIKit's `loadViewIfNeeded()`), so a trace can
        // observe the collection view from the first call on.
        controller.loadViewIfNeeded()
        switch options.mode {
        case .live:
            let clock = SystemClock()
            let window = RunnerHost.makeWindow(controller: controller, clock: clock)
            withExtendedLifetime(objects) { () -> Never in
                guard let record = options.record else { LiveTerminal.run(window, clock: clock) }
                SessionRecorder.recordLive(window, clock: clock, command: options.command, to: record)
            }
        case .replay:
            // The recording's controller drew the frames; this one replays on a fresh clock.
            withExtendedLifetime(objects) { replay(controller: controller, options: options) }
        case .snapshot, .trace:
            ToolOutput.reportProblemsAtOnce()
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
                    let lines = TraceRunner(app: window, collectionView: controller.collectionView, clock: clock, size: options.size)
                        .run(steps)
                    ToolOutput.write(lines.joined(separator: "\n") + "\n")
                } else {
                    let canvas = HeadlessRunner(app: window, clock: clock, size: options.size).run(steps)
                    ToolOutput.write(options.svg ? canvas.svg() : (options.ansi ? canvas.ansiText() : canvas.text) + "\n")
                }
            }
            exit(0)
        }
    }

    /// Replays `options.cast` on `controller`: headless, comparing frames, or live (`--live`).
    private static func replay(controller: CollectionViewController, options: RunOptions) -> Never {
        let path = options.cast ?? ""
        let cast: Asciicast
        do {
            cast = try Asciicast.load(path)
        } catch {
            fail(error.description)
        }
        let name = controller.title ?? "layout"
        // One replay, one controller: the window is built once, on the replay's clock.
        let make = { (clock: FrameClock) -> TerminalApp in RunnerHost.makeWindow(controller: controller, clock: clock) }
        if options.live { CastPlayer.playLive(cast, path: path, name: name, make: make) }
        CastReplay.check(cast, path: path, name: name, make: make)
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
