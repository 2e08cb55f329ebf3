import ArgumentParser
import Demos
import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

/// `tcv replay FILE.cast`: re-runs a recorded demo session headless and reports the first frame today's
/// build draws differently.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded demo session headless and compare every frame.",
        discussion: "Exit status 0 when every frame is drawn as recorded, 1 at the first difference (printed with both rows).")

    @Argument(help: "An asciicast v2 file written by `tcv demo NAME --record`.")
    var file: String

    func run() throws {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            CommandFailure.exit("cannot read \(CommandFailure.quote(file))")
        }
        let cast: Asciicast
        do {
            cast = try Asciicast.decode(text)
        } catch {
            CommandFailure.exit("\(CommandFailure.quote(file)) is not an asciicast v2 file: \(error.description)")
        }
        guard let name = cast.demoName else {
            CommandFailure.exit("\(CommandFailure.quote(file)) was not recorded by `tcv demo NAME --record` (command: \(CommandFailure.quote(cast.command)))")
        }
        MainActor.assumeIsolated {
            let demo = DemoName.resolve(name)
            LayoutDiagnostics.handler = { _ in }
            let result: CastReplay.Result
            do {
                result = try CastReplay.replay(cast) { clock in
                    let window = demo.makeWindow(clock: clock)
                    window.inspector = Inspector()
                    window.showsStatusLine = !cast.demoFlags.contains("--hide-status")
                    return cast.demoFlags.contains("--present") ? Presenter(app: window, clock: clock) : window
                }
            } catch {
                CommandFailure.exit("\(CommandFailure.quote(file)): \(error)")
            }
            if let difference = result.difference {
                StandardOutput.write("replay \(name): \(difference)\n")
                Foundation.exit(1)
            }
            StandardOutput.write("replay \(name): \(result.framesCompared) frame(s) drawn as recorded\n")
        }
    }
}
