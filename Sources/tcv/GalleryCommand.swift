import ArgumentParser
import Demos
import TermCanvas

/// `tcv` / `tcv gallery`: every demo in a collection view; Enter opens one, `q` comes back.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Open the demo gallery (the default).")

    func run() throws {
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        try MainActor.assumeIsolated {
            let clock = SystemClock()
            try Interactive.run(Gallery.makeWindow(clock: clock), clock: clock)
        }
    }
}
