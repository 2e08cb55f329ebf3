import TermApp
import TermCanvas
import TermCollectionView

/// Runs seeded random sessions against a target and shrinks the first failure: `tcv fuzz`.
///
/// Run `r` of seed `s` uses the generator seeded with `s &+ r`, so a failing run repeats on its own
/// with `--seed s+r --runs 1`.
@MainActor
public struct Fuzzer {
    /// What the sessions run.
    public var target: FuzzTarget
    /// The screen size sessions start at.
    public var size: CellSize
    /// The actions per session.
    public var steps: Int
    /// The most a frame (input handling, tick, layout, drawing) may take.
    public var budget: FrameBudget
    /// Hears where the fuzzer is: each session's start (with its seed; nil for a replay while
    /// shrinking) and each action before it is played, for a watcher outside the process.
    public var progress: (FuzzProgress) -> Void = { _ in }

    /// Where the fuzzer is, as `progress` hears it.
    public enum FuzzProgress: Sendable {
        /// A session starts: its seed, or nil for a replay while shrinking.
        case session(seed: UInt64?)
        /// An action is about to be played.
        case action(FuzzAction)
    }

    /// A fuzzer of `target` at `size`, `steps` actions a session, each frame within `budget`.
    public init(target: FuzzTarget, size: CellSize, steps: Int, budget: FrameBudget = .standard) {
        self.target = target
        self.size = size
        self.steps = steps
        self.budget = budget
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
        /// The failure shrunk to the fewest actions that still break an invariant.
        public var shrunk: FuzzFailure?
        /// The share of the content the rect query was checked over, 0 to 1 (`ContentCoverage`).
        public var coverage: Double = 0
    }

    /// Plays `runs` sessions from `seed`, stopping at the first failure, which it shrinks.
    public func run(seed: UInt64, runs: Int) -> Report {
        let generator = sessionGenerator()
        var report = Report(runs: 0, actions: 0)
        let coverage = ContentCoverage.Tally()
        for run in 0..<max(0, runs) {
            let runSeed = seed &+ UInt64(run)
            var random = SeededGenerator(seed: runSeed)
            let session = generator.session(steps: steps, using: &random)
            report.runs += 1
            progress(.session(seed: runSeed))
            guard let failure = FuzzSession.play(session, on: target, size: size, budget: budget, coverage: coverage,
                                                 willPlay: { progress(.action($0)) }) else {
                report.actions += session.count
                continue
            }
            report.actions += failure.actions.count
            report.failingSeed = runSeed
            report.original = failure
            report.coverage = coverage.share
            report.shrunk = SessionShrinker.shrink(failure) { candidate in
                progress(.session(seed: nil))
                return FuzzSession.play(candidate, on: target, size: size, budget: budget, willPlay: { progress(.action($0)) })
            }
            return report
        }
        report.coverage = coverage.share
        return report
    }

    /// Sessions made for what the first screen offers: clicks and drags where its collection view allows
    /// selection, right-clicks where its delegate answers the edit-menu questions, its key commands
    /// (updates, transitions, …) and the reference model's update keys.
    private func sessionGenerator() -> SessionGenerator {
        let clock = VirtualClock()
        let window = target.makeWindow(clock)
        window.setScreenSize(size)
        // A plain view controller (Apple's sample shape) drives the first collection view in its view.
        let controller = window.visibleViewController
        guard let collectionView = controller.drivenCollectionView else {
            return SessionGenerator(size: size, taps: false)
        }
        var keys = (controller.keyCommands ?? []).flatMap(\.inputs)
        let model = (controller as? CollectionViewController).flatMap(target.makeModel)
        for key in model?.updateKeys ?? [] where !keys.contains(key) { keys.append(key) }
        // q and Esc leave the screen (or the app): a session would end there.
        keys.removeAll { $0 == .character("q") || $0 == .escape }
        return SessionGenerator(size: size, taps: collectionView.allowsSelection, commandKeys: keys,
                                rightClicks: collectionView.delegate != nil)
    }

    /// The command that replays `failure` to its failing frame.
    public func replayCommand(for failure: FuzzFailure) -> String {
        "tcv snapshot \(ShellWord.quoted(target.name)) --size \(size.width)x\(size.height)\(target.replayOptions) --keys \(ShellWord.quoted(failure.keys, always: true))"
    }
}
