import ArgumentParser
import Foundation
import Demos
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

/// `tcv fuzz NAME`: seeded random sessions against a demo, UIKit's invariants checked after every
/// step, the first failure shrunk to a `--keys` script that `tcv snapshot` replays.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Fuzz a demo's layout headless against UIKit's invariants.",
        discussion: """
            Plays seeded random sessions (scroll keys, pages, Home/End, the mouse wheel, resizes down to 1x1 and \
            up to 300 columns, pauses, clicks where selection is allowed) and checks after every step: the visible \
            cells are the items layoutAttributesForElements(in: bounds) returns there; each sits at its \
            attributes' frame; layoutAttributesForItem(at:) agrees; no element twice and none past the data; \
            finite geometry; willDisplay/didEndDisplaying paired; views made stay within visible + 2 per reuse \
            identifier. The first failure is shrunk and printed as a `tcv snapshot` command; the exit status is \
            then 1.
            """)

    @Argument(help: "The demo's name (see `tcv list`).")
    var name: String

    @Option(help: "The first session's seed; session r uses SEED+r.")
    var seed: UInt64 = 1

    @Option(help: "How many sessions to play.")
    var runs = 100

    @Option(help: "Actions per session.")
    var steps = 40

    @Option(parsing: .unconditional, help: "The screen size sessions start at, as COLSxROWS.")
    var size = "80x24"

    func run() throws {
        guard runs >= 1, steps >= 1 else { CommandFailure.exit("--runs and --steps must be at least 1") }
        MainActor.assumeIsolated {
            let demo = DemoName.resolve(name)
            let screenSize = ScreenSizeArgument.parse(size)
            // Problems the core reports (and skips) are what the fuzzer checks; they would only repeat here.
            LayoutDiagnostics.handler = { _ in }
            UsageError.handler = { _ in }
            let target = FuzzTarget(name: demo.name) { clock in demo.makeWindow(clock: clock) }
            let fuzzer = Fuzzer(target: target, size: screenSize, steps: steps)
            let start = ContinuousClock.now
            let report = fuzzer.run(seed: seed, runs: runs)
            let elapsed = ContinuousClock.now - start
            let seconds = String(format: "%.2f s", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            print(report: report, fuzzer: fuzzer, elapsed: seconds)
        }
    }

    @MainActor
    private func print(report: Fuzzer.Report, fuzzer: Fuzzer, elapsed: String) {
        let header = "fuzz \(name): \(report.runs) run(s) of \(steps) actions from seed \(seed) at \(size)"
        guard let shrunk = report.shrunk, let original = report.original, let failingSeed = report.failingSeed else {
            StandardOutput.write("\(header): no invariant broken (\(report.actions) actions, \(elapsed))\n")
            return
        }
        var text = "\(header): run with seed \(failingSeed) broke an invariant after \(original.actions.count) action(s); "
            + "shrunk to \(shrunk.actions.count) (\(elapsed))\n"
        for violation in shrunk.violations.prefix(8) { text += "  \(violation)\n" }
        if shrunk.violations.count > 8 { text += "  … and \(shrunk.violations.count - 8) more\n" }
        text += "replay: \(fuzzer.replayCommand(for: shrunk))\n"
        text += shrunk.frame + "\n"
        StandardOutput.write(text)
        Foundation.exit(1)
    }
}
