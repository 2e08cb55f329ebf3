import Benchmark
import CollectionViewScenarios

/// "Cost follows what is visible, not what exists" (the project's performance promise, README "Performance"), measured: every scenario
/// runs the same screenful of work at 100, 10,000 and 1,000,000 items, so a flat row in the results
/// table is the promise kept and a rising one is a cost that grows with the data.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .instructions, .mallocCountTotal, elementsOnScreen],
        timeUnits: .nanoseconds,
        warmupIterations: 20,
        maxDuration: .seconds(1),
        maxIterations: 1_000_000
    )
    for scenario in ScenarioCatalog.all {
        mainActorBenchmark(scenario)
    }
}
