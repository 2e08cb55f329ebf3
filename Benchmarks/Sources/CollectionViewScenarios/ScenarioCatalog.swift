/// A named scenario and how to build it.
public struct ScenarioDefinition: Sendable {
    /// The benchmark name: a number grouping the variants of one question, the question, the item count.
    public let name: String
    /// Builds the scenario; may take a while (a million delegate sizes), so it belongs in setup.
    public let make: @MainActor @Sendable () -> any FrameScenario
}

/// Every scenario, in report order. Each question is asked at several item counts with the same
/// screenful of work, so the results read as cost against item count.
public enum ScenarioCatalog {
    static let sizes = [(100, "100"), (10_000, "10k"), (1_000_000, "1M")]

    public static let all: [ScenarioDefinition] =
        sizes.map { count, label in
            ScenarioDefinition(name: "1 UniformFlowQuery \(label)") {
                LayoutQueryScenario(itemCount: count, delegateSizes: false)
            }
        }
        + sizes.map { count, label in
            ScenarioDefinition(name: "2 ScrollFrame \(label)") { ScrollFrameScenario(itemCount: count) }
        }
        // Per-item sizes make prepare() linear in the item count; it runs once, in setup. The query
        // after it must not be.
        + sizes.filter { $0.0 != 10_000 }.map { count, label in
            ScenarioDefinition(name: "3 DelegateSizedFlowQuery \(label)") {
                LayoutQueryScenario(itemCount: count, delegateSizes: true)
            }
        }
        // Pinned headers invalidate the layout on every scroll; a frame must still not touch every item.
        + sizes.map { count, label in
            ScenarioDefinition(name: "4 PinnedHeadersScrollFrame \(label)") {
                ScrollFrameScenario(itemCount: count, sections: 100, pinnedHeaders: true)
            }
        }
        // The same scroll frame in points at a phone's scale (4.9125 × 9.825 points a cell): the screen
        // scale must not change what a frame costs.
        + sizes.map { count, label in
            ScenarioDefinition(name: "6 PhoneScaleScrollFrame \(label)") {
                ScrollFrameScenario(itemCount: count, scale: BenchmarkGeometry.phoneScale)
            }
        }
        // A fresh compositional layout's first pass and a middle query: UIKit solves every item
        // here; the promise is at most 2× from 1,000 to 1,000,000 items.
        + [(1_000, "1k"), (1_000_000, "1M")].map { count, label in
            ScenarioDefinition(name: "5 CompositionalFirstPass \(label)") { CompositionalFirstPassScenario(itemCount: count) }
        }
        // A key through the whole run loop (window, controller, tick, frame): the loop must cost little
        // beyond the frame it draws.
        + [(10_000, "10k")].map { count, label in
            ScenarioDefinition(name: "7 LoopKeyFrame \(label)") { LoopKeyFrameScenario(itemCount: count) }
        }

    /// The scenario called `name`, if there is one.
    public static func definition(named name: String) -> ScenarioDefinition? {
        all.first { $0.name == name }
    }
}
