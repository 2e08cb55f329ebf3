import Demos
import LayoutPackage
import TCVCommands
import TermApp

/// tcv's own screens: the demos by name, and the gallery of them all. A `.swift` NAME is not here:
/// tcv compiles it into a program that shows it (`programEntry`).
@MainActor
struct DemoScreens: ScreenCatalog {
    func screen(for request: ScreenRequest) throws -> AppScreen {
        if request.name == "gallery" {
            return AppScreen(name: "gallery") { clock in Gallery.makeWindow(clock: clock) }
        }
        guard let demo = DemoCatalog.demo(named: request.name) else { throw CommandFailure(DemoCatalog.unknownDemoMessage(request.name)) }
        let makeRoot = try rootMaker(demo, items: request.items)
        return AppScreen(name: demo.name) { clock in
            let window = Window(rootViewController: makeRoot(), clock: clock)
            window.inspector = Inspector()
            return window
        }
    }

    var listing: [(name: String, summary: String)] { DemoCatalog.named.map { ($0.name, $0.summary) } }

    /// A `.swift` NAME is compiled into a program that ends as tcv does (see `ProgramEntry+Exit.swift`).
    var programEntry: ProgramEntry? { .exitingWithStatus }

    /// What makes the demo's root (once per fuzz session, say), with `items` items where the demo
    /// takes a count (`list`, `boxlist`); a count for a demo of fixed content is refused here, once.
    private func rootMaker(_ demo: Demo, items: Int?) throws -> @MainActor @Sendable () -> ViewController {
        guard let items else { return demo.makeViewController }
        guard let makeWithItems = demo.makeViewControllerWithItems else {
            let names = DemoCatalog.named.filter { $0.makeViewControllerWithItems != nil }.map(\.name)
            throw CommandFailure("--items applies only to \(names.joined(separator: ", ")) and .swift layout files; "
                + "\"\(demo.name)\" has fixed content")
        }
        return { makeWithItems(items) }
    }
}
