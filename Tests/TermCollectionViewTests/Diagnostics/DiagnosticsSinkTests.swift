import Foundation
import TermCollectionView
import Testing

/// Reports go to the sink the run bound for itself, and only there: no global handler to swap, so
/// runs side by side (Swift Testing runs tests in parallel) never hear each other.
@MainActor
struct DiagnosticsSinkTests {
    /// An unregistered reuse identifier reported inside a binding reaches that binding's recorder.
    private static func dequeueUnregistered(_ identifier: String) {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 5),
                                            collectionViewLayout: CollectionViewFlowLayout())
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: IndexPath(item: 0, section: 0))
    }

    @Test func a_report_goes_to_the_sink_bound_for_the_run_and_nowhere_else() {
        let outer = DiagnosticsRecorder(), inner = DiagnosticsRecorder()
        Diagnostics.$sink.withValue(outer) {
            Self.dequeueUnregistered("outer")
            Diagnostics.$sink.withValue(inner) { Self.dequeueUnregistered("inner") }
        }
        #expect(outer.usageErrors.count == 1)
        #expect(outer.usageErrors.first?.description.contains("\"outer\"") == true)
        #expect(inner.usageErrors.count == 1)
        #expect(inner.usageErrors.first?.description.contains("\"inner\"") == true)
    }

    /// Two tasks interleaving on the main actor, each started with its own sink (a task inherits the
    /// binding it was made in), each hear only their own reports.
    @Test func tasks_running_side_by_side_hear_only_their_own_reports() async {
        let first = DiagnosticsRecorder(), second = DiagnosticsRecorder()
        func rounds(_ name: String) -> Task<Void, Never> {
            Task { @MainActor in
                for round in 0..<3 {
                    Self.dequeueUnregistered("\(name)-\(round)")
                    await Task.yield()
                }
            }
        }
        let one = Diagnostics.$sink.withValue(first) { rounds("first") }
        let two = Diagnostics.$sink.withValue(second) { rounds("second") }
        await one.value
        await two.value
        #expect(first.usageErrors.map(\.description).allSatisfy { $0.contains("\"first-") })
        #expect(second.usageErrors.map(\.description).allSatisfy { $0.contains("\"second-") })
        #expect(first.usageErrors.count == 3 && second.usageErrors.count == 3)
    }

    /// A constraint problem's once-only record is the sink's: a fresh sink reports it again.
    @Test func each_sink_keeps_its_own_record_of_constraint_problems() {
        func solveABaselineConstraint() {
            let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
            let first = Label(), second = Label()
            for label in [first, second] {
                label.translatesAutoresizingMaskIntoConstraints = false
                label.text = "x"
                view.addSubview(label)
            }
            LayoutConstraint.activate([second.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor)])
            view.layoutIfNeeded()
        }
        let one = DiagnosticsRecorder(), two = DiagnosticsRecorder()
        Diagnostics.$sink.withValue(one) { solveABaselineConstraint() }
        Diagnostics.$sink.withValue(two) { solveABaselineConstraint() }
        #expect(one.problems.count == 1)
        #expect(two.problems.count == 1)
    }
}
