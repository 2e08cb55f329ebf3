import Foundation
import TermCanvas

extension Fuzzer {
    /// What `tcv fuzz` prints for a run, for a demo and for a layout file's generated program alike.
    public struct Outcome: Sendable {
        /// The report lines, ending with a newline; on a failure they end with the failing frame.
        public var text: String
        /// Whether an invariant broke (the exit status is then 1).
        public var failed: Bool
    }

    /// Where the screen is a device's: its name and points per cell at the fuzzed size.
    private var screenNote: String {
        guard let device = target.screenScaling.device else { return "" }
        return " on \(device.name) (\(target.screenScaling.scale(forColumns: size.width)))"
    }

    /// Plays `runs` sessions from `seed` (as `run(seed:runs:)`) and words the result: a header, then
    /// either "no invariant broken" or the shrunk failure's violations, its replay command and frame.
    public func describeRun(seed: UInt64, runs: Int) -> Outcome {
        let start = ContinuousClock.now
        let report = run(seed: seed, runs: runs)
        let elapsed = ContinuousClock.now - start
        let seconds = String(format: "%.2f s", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        let header = "fuzz \(target.name): \(report.runs) run(s) of \(steps) actions from seed \(seed) at \(size.width)x\(size.height)"
            + screenNote
        guard let shrunk = report.shrunk, let original = report.original, let failingSeed = report.failingSeed else {
            let covered = String(format: "%.0f%%", report.coverage * 100)
            return Outcome(text: "\(header): no invariant broken (\(report.actions) actions, rect query checked over "
                           + "\(covered) of the content, \(seconds))\n", failed: false)
        }
        var text = "\(header): run with seed \(failingSeed) broke an invariant after \(original.actions.count) action(s); "
            + "shrunk to \(shrunk.actions.count) (\(seconds))\n"
        for violation in shrunk.violations.prefix(8) { text += "  \(violation)\n" }
        if shrunk.violations.count > 8 { text += "  … and \(shrunk.violations.count - 8) more\n" }
        text += "replay: \(replayCommand(for: shrunk))\n"
        text += shrunk.frame + "\n"
        return Outcome(text: text, failed: true)
    }
}
