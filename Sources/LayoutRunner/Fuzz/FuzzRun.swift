import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView

/// `tcv fuzz FILE.swift` inside the generated program: the fuzzer plays seeded sessions on fresh
/// screens the program's factory makes, and prints the same report as `tcv fuzz NAME`, whose replay
/// command is `tcv snapshot FILE.swift` with the same data options.
@MainActor
enum FuzzRun {
    /// Plays the sessions and prints the report; returns the exit status (1 when an invariant broke).
    static func run(options: RunOptions, makeScreen: @escaping @MainActor @Sendable () -> LayoutRunner.Screen) -> Int32 {
        // Problems the core reports (and skips) are what the fuzzer checks; they would only repeat here.
        Diagnostics.$sink.withValue(DiagnosticsRecorder()) { fuzz(options: options, makeScreen: makeScreen) }
    }

    private static func fuzz(options: RunOptions, makeScreen: @escaping @MainActor @Sendable () -> LayoutRunner.Screen) -> Int32 {
        let kept = RetainedObjects()
        let settings = options.fuzz
        let scaling = options.screenScaling()
        var target = FuzzTarget(name: settings.name, replayOptions: settings.replayOptions, makeModel: IndexPathReferenceModel.model(for:)) { clock in
            let (controller, objects) = makeScreen()
            kept.objects += objects
            return RunnerHost.makeWindow(controller: controller, clock: clock, screenScaling: scaling)
        }
        target.screenScaling = scaling
        var fuzzer = Fuzzer(target: target, size: options.size, steps: settings.steps,
                            budget: FrameBudget(milliseconds: settings.frameBudget))
        if let log = options.progress.flatMap(ProgressLog.init(path:)) { fuzzer.progress = log.record }
        let outcome = fuzzer.describeRun(seed: settings.seed, runs: settings.runs)
        guard ToolOutput.write(outcome.text) else { return 1 }
        return outcome.failed ? 1 : 0
    }
}

/// Objects the screens' layouts hold weakly, kept for the whole run (a few per session).
@MainActor
private final class RetainedObjects {
    var objects: [AnyObject] = []
}
