import Demos

/// Resolves demo names given on the command line.
enum DemoName {
    /// The demo called `name`; an unknown name stops with the list of valid ones.
    static func resolve(_ name: String) -> Demo {
        guard let demo = DemoCatalog.demo(named: name) else { CommandFailure.exit(DemoCatalog.unknownDemoMessage(name)) }
        return demo
    }
}
