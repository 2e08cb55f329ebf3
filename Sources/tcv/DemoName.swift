import Demos
import TermApp

/// Resolves demo names given on the command line.
enum DemoName {
    /// The demo called `name`; an unknown name stops with the list of valid ones.
    static func resolve(_ name: String) -> Demo {
        guard let demo = DemoCatalog.demo(named: name) else { CommandFailure.exit(DemoCatalog.unknownDemoMessage(name)) }
        return demo
    }

    /// The demo's screen, with `items` items where the demo takes a count (`list`, `boxlist`); a count
    /// for a demo of fixed content, or a negative one, stops with one line.
    @MainActor
    static func makeViewController(_ demo: Demo, items: Int?) -> ViewController {
        screenMaker(demo, items: items)()
    }

    /// What makes the demo's screen (once per fuzz session, say), the count checked once, here.
    @MainActor
    static func screenMaker(_ demo: Demo, items: Int?) -> @MainActor () -> ViewController {
        guard let items else { return demo.makeViewController }
        guard let makeWithItems = demo.makeViewControllerWithItems else {
            let names = DemoCatalog.named.filter { $0.makeViewControllerWithItems != nil }.map(\.name)
            CommandFailure.exit("--items applies only to \(names.joined(separator: ", ")) and .swift layout files; "
                + "\"\(demo.name)\" has fixed content")
        }
        return { makeWithItems(items) }
    }
}
