import Foundation
import TermCanvas
import TermCollectionView

/// The entry point of the programs `tcv run`, `tcv snapshot FILE.swift` and `tcv trace FILE.swift`
/// generate: shows a layout with a generated data source (or a controller's own collection view) live,
/// as one headless frame, or as a call trace, as the `RunOptions` in the command line say.
///
/// A generated `main.swift` is a few lines:
/// ```swift
/// import LayoutRunner
/// MainActor.assumeIsolated {
///     LayoutRunner.main(layout: MosaicLayout(), title: "MosaicLayout")
/// }
/// ```
@MainActor
public enum LayoutRunner {
    /// Shows `layout` with an `IndexPathDataSource` of `--sections` × `--items` (data source and
    /// delegate); a flow layout gets
    /// `--item-size` when given. `retaining` keeps objects the layout holds weakly (a generated delegate).
    public static func main(layout: CollectionViewLayout, title: String, retaining objects: [AnyObject] = []) -> Never {
        let options = parseOptions()
        if let itemSize = options.itemSize, let flow = layout as? CollectionViewFlowLayout {
            flow.itemSize = itemSize
        }
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        let dataSource = IndexPathDataSource(sections: options.sections, items: options.items, registeringOn: collectionView)
        collectionView.dataSource = dataSource
        collectionView.delegate = dataSource
        run(collectionView: collectionView, title: title, retaining: objects + [dataSource], options: options)
    }

    /// Shows a collection view set up by the user's code (a controller's), with its own data source.
    public static func main(collectionView: CollectionView, title: String, retaining objects: [AnyObject] = []) -> Never {
        run(collectionView: collectionView, title: title, retaining: objects, options: parseOptions())
    }

    private static func run(collectionView: CollectionView, title: String, retaining objects: [AnyObject],
                            options: RunOptions) -> Never {
        switch options.mode {
        case .live:
            let clock = SystemClock()
            let app = RunnerHost.makeApp(collectionView: collectionView, title: title, retaining: objects, clock: clock)
            LiveRun.run(app, clock: clock)
        case .snapshot, .trace:
            UsageError.stopHandler = { error in fail(error.description) }
            let steps: [KeyScriptStep]
            do {
                steps = try KeyScript.parse(options.keys)
            } catch {
                fail(String(describing: error))
            }
            let clock = VirtualClock()
            let app = RunnerHost.makeApp(collectionView: collectionView, title: title, retaining: objects, clock: clock)
            if options.mode == .trace {
                let lines = TraceRunner(app: app, collectionView: collectionView, clock: clock, size: options.size).run(steps)
                print(lines.joined(separator: "\n"))
            } else {
                let canvas = HeadlessRunner(app: app, clock: clock, size: options.size).run(steps)
                print(options.ansi ? canvas.ansiText() : canvas.text)
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
        FileHandle.standardError.write(Data("tcv: error: \(message)\n".utf8))
        exit(1)
    }
}
