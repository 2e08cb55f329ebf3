import LayoutQA
import LayoutRunner
import TermCanvas
import TermCollectionView

/// A short seeded fuzz run of a `LayoutUnderTest`: the sessions `tcv fuzz` plays (scrolls, jumps,
/// resizes, taps, and — on generated data — inserts, deletes and moves the fuzzer follows with its
/// model), UIKit's invariants checked after every action, a failure shrunk to the fewest keys.
/// The same seed gives the same sessions, so a failure replays.
public struct FuzzCheck {
    /// What the run found.
    public struct Result: Sendable {
        /// The sessions played and the actions in them.
        public var runs: Int
        /// The actions played, across all sessions.
        public var actions: Int
        /// The share of the content the sampled rect-query checks covered (0…1).
        public var coverage: Double
        /// The shrunk failure: its keys replay it (`LayoutScreen.press`), its violations say what broke.
        public var failure: FuzzFailure?
        /// The seed of the session that failed.
        public var failingSeed: UInt64?

        /// A report for a failed assertion: the seed, the violations, the keys to replay, the frame.
        public var message: String? {
            guard let failure, let failingSeed else { return nil }
            var lines = ["fuzz session with seed \(failingSeed) broke UIKit's invariants; shrunk to \(failure.actions.count) action(s):"]
            lines += failure.violations.prefix(8).map { "  \($0)" }
            if failure.violations.count > 8 { lines.append("  … and \(failure.violations.count - 8) more") }
            lines.append("replay: try LayoutScreen(…, size: CellSize(width: \(failure.size.width), height: \(failure.size.height)))"
                         + ".press(\"\(failure.keys)\")")
            lines.append(failure.frame)
            return lines.joined(separator: "\n")
        }
    }

    /// The layout or controller the sessions run.
    public var subject: LayoutUnderTest
    /// The screen size in cells; 80×24 by default.
    public var size: CellSize
    /// The actions per session; 40 by default, as `tcv fuzz --steps`.
    public var steps: Int
    /// The most one frame may take (`tcv fuzz --frame-budget`); 250 ms by default.
    public var frameBudget: FrameBudget

    /// A check of `subject` at `size`, `steps` actions a session, each frame within `frameBudget`.
    public init(_ subject: LayoutUnderTest, size: CellSize = CellSize(width: 80, height: 24), steps: Int = 40,
                frameBudget: FrameBudget = .standard) {
        self.subject = subject
        self.size = size
        self.steps = steps
        self.frameBudget = frameBudget
    }

    /// Plays `runs` sessions from `seed` (each session's seed follows from it).
    @MainActor
    public func run(seed: UInt64 = 1, runs: Int = 20) -> Result {
        let subject = self.subject
        var target = FuzzTarget(name: subject.name, makeModel: { controller in
            subject.hasGeneratedData ? IndexPathReferenceModel.model(for: controller) : nil
        }, makeWindow: { clock in subject.makeWindow(clock: clock) })
        target.screenScaling = subject.screenScaling
        let report = Fuzzer(target: target, size: size, steps: steps, budget: frameBudget).run(seed: seed, runs: runs)
        return Result(runs: report.runs, actions: report.actions, coverage: report.coverage,
                      failure: report.shrunk, failingSeed: report.failingSeed)
    }
}
