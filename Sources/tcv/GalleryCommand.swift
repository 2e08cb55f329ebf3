import Foundation
import ArgumentParser
import Demos
import TermApp
import TermCanvas
import TerminalHost

/// `tcv` / `tcv gallery`: every demo in a collection view; Enter opens one, `q` comes back.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Open the demo gallery (the default).")

    func run() throws {
        // ArgumentParser calls run() on the main thread; the collection view lives on the main actor.
        MainActor.assumeIsolated {
            let clock = SystemClock()
            Foundation.exit(LiveTerminal.run(Gallery.makeWindow(clock: clock), clock: clock))
        }
    }
}
