import ArgumentParser
import Demos
import TermCanvas

/// `tcv` / `tcv gallery`: every demo in a collection view; Enter opens one, `q` comes back.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Open the demo gallery (the default).")

    @MainActor
    func run() throws {
        let clock = SystemClock()
        try Interactive.run(GalleryApp(clock: clock), clock: clock)
    }
}
