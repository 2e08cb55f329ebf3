import Foundation

/// A collection view's record of its `LayoutProblem`s: each distinct problem is reported once per
/// collection view (the same element with the same bad property, whatever its value) to the current
/// `DiagnosticsSink`, and kept for the status line.
///
/// UIKit logs most of these to the console or raises an exception; a terminal tool pointed at a
/// layout that is not right yet must survive it, so here the element is skipped (or the value refused)
/// and the program keeps running.
///
@preconcurrency @MainActor
public final class LayoutDiagnostics {
    /// How many distinct problems one collection view reports before it stops (one more report says so).
    public static let reportLimit = 100

    /// The problems reported so far, oldest first (at most `reportLimit` + 1).
    public private(set) var problems: [LayoutProblem] = []
    private var seen: Set<[String]> = []

    /// Creates an empty record.
    public init() {}

    /// The most recent problem, for the status line.
    public var latest: LayoutProblem? { problems.last }

    /// Records `problem` and passes it to the current `DiagnosticsSink`, unless the same problem was
    /// reported before.
    public func report(_ problem: LayoutProblem) {
        guard problems.count <= Self.reportLimit, seen.insert(problem.identity).inserted else { return }
        let reported = problems.count < Self.reportLimit ? problem : LayoutProblem(
            category: problem.category, source: problem.source, property: "reports",
            value: String(Self.reportLimit),
            message: "more than \(Self.reportLimit) distinct layout problems",
            fix: "further problems are not reported; fix the ones above first")
        problems.append(reported)
        Diagnostics.sink.report(reported)
    }
}
