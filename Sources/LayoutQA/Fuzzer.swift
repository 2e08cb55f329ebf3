import TermApp
import TermCanvas
import TermCollectionView

/// Runs seeded random sessions against a target and shrinks the first failure: `tcv fuzz`.
///
/// Run `r` of seed `s` uses the generator seeded with `s &+ r`, so a failing run repeats on its own
/// with `--seed s+r --runs 1`.
@MainActor
public struct Fuzzer {
    public var target: FuzzTarget
    public var size: CellSize
    public var steps: Int

    public init(target: FuzzTarget, size: CellSize, steps: Int) {
        self.target = target
        self.size = size
        self.steps = steps
    }

    /// The result of `run`.
    public struct Report: Sendable {
        /// Sessions played (up to and including a failing one).
        public var runs: Int
        /// Actions played in all sessions.
        public var actions: Int
        /// The seed of the failing run.
        public var failingSeed: UInt64?
        /// The failure as found, and shrunk.
        public var original: FuzzFailure?
        public var shrunk: FuzzFailure?
    }

    /// Plays `runs` sessions from `seed`, stopping at the first failure, which it shrinks.
    public func run(seed: UInt64, runs: Int) -> Report {
        let generator = SessionGenerator(size: size, taps: allowsTaps())
        var report = Report(runs: 0, actions: 0)
        for run in 0..<max(0, runs) {
            let runSeed = seed &+ UInt64(run)
            var random = SeededGenerator(seed: runSeed)
            let session = generator.session(steps: steps, using: &random)
            report.runs += 1
            guard let failure = FuzzSession.play(session, on: target, size: size) else {
                report.actions += session.count
                continue
            }
            report.actions += failure.actions.count
            report.failingSeed = runSeed
            report.original = failure
            report.shrunk = SessionShrinker.shrink(failure) { FuzzSession.play($0, on: target, size: size) }
            return report
        }
        return report
    }

    /// Clicks are tried only where a tap can select: the first screen's collection view allows selection.
    private func allowsTaps() -> Bool {
        let clock = VirtualClock()
        let window = target.makeWindow(clock)
        window.setScreenSize(size)
        return (window.visibleViewController as? CollectionViewController)?.collectionView.allowsSelection ?? false
    }

    /// The command that replays `failure` to its failing frame.
    public func replayCommand(for failure: FuzzFailure) -> String {
        "tcv snapshot \(ShellWord.quoted(target.name)) --size \(size.width)x\(size.height)\(target.replayOptions) --keys \(ShellWord.quoted(failure.keys, always: true))"
    }
}
