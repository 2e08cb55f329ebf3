import Benchmark
import CollectionViewScenarios

/// Lets a benchmark closure hand the (non-`Sendable`) harness object to the main actor. Safe here:
/// the harness waits for the closure to finish and touches the object from no other thread meanwhile.
private struct HarnessHandle: @unchecked Sendable {
    let benchmark: Benchmark
}

/// The scenarios of the benchmarks now running, by name. Collection views are main-actor isolated
/// while the harness calls benchmarks from its own threads, so scenarios are built, run and dropped
/// on the main actor and only their name crosses over.
@MainActor
private var scenarios: [String: any FrameScenario] = [:]

/// Reports how many elements each operation handled, beside the timings, so that a table shows
/// cost against elements on screen rather than against items in the data source.
let elementsOnScreen = BenchmarkMetric.custom("elements on screen", polarity: .prefersSmaller, useScalingFactor: false)

/// Registers a benchmark of `definition`: its scenario is built in setup, and each run hops to the
/// main actor once and measures only `run()` — the hop itself stays outside the measurement.
func mainActorBenchmark(_ definition: ScenarioDefinition) {
    let name = definition.name
    Benchmark(name) { benchmark in
        let handle = HarnessHandle(benchmark: benchmark)
        await MainActor.run {
            let benchmark = handle.benchmark
            guard let scenario = scenarios[name] else {
                benchmark.error("scenario \(name) was not set up")
                return
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scenario.run()
            }
            benchmark.stopMeasurement()
            benchmark.measurement(elementsOnScreen, scenario.elementsOnScreen)
        }
    } setup: {
        await MainActor.run { scenarios[name] = definition.make() }
    } teardown: {
        await MainActor.run { scenarios[name] = nil }
    }
}
