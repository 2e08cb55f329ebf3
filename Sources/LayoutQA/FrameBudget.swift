import Foundation
import TermCanvas
import TermCollectionView

/// A bound on the real time one frame takes — handling the input, ticking, laying out and drawing
/// (`HeadlessRunner.longestFrame`; a wait's animation frames count one by one): a terminal UI redraws
/// at about 60 frames a second, and a layout whose pass takes seconds makes the app unusable even when
/// every frame it draws is right.
///
/// When a step's longest frame goes over, the layout's own methods are timed once more, alone, on the
/// state the step left (`prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)`
/// for the bounds), and the violation names the slowest when it alone takes half the budget or more:
/// the method to look at first. Otherwise the time went elsewhere (the data source, cells, drawing, or the machine), and
/// the violation says so.
public struct FrameBudget: Sendable {
    /// The most a frame may take, in milliseconds.
    public var milliseconds: Double

    /// A budget of `milliseconds` per frame.
    public init(milliseconds: Double) {
        self.milliseconds = milliseconds
    }

    /// The budget `tcv fuzz` uses unless told otherwise: generous (a debug build on a loaded machine
    /// stays far below it), so only a layout that is slow by design goes over.
    public static let standard = FrameBudget(milliseconds: 250)

    /// Nil when `elapsed`, the step's longest frame, is within the budget; otherwise the violation,
    /// naming `step`.
    @MainActor
    func check(elapsed: Duration, step: String, collectionView: CollectionView?) -> InvariantViolation? {
        let spent = Self.milliseconds(elapsed)
        guard spent > milliseconds else { return nil }
        var method = "the frame's handling, layout and drawing"
        var detail = "a frame took \(Self.format(spent)) ms, the budget is \(Self.format(milliseconds)) ms"
        if let collectionView {
            let timings = Self.timeLayoutMethods(of: collectionView)
            if let slowest = timings.max(by: { $0.milliseconds < $1.milliseconds }), slowest.milliseconds >= milliseconds / 2 {
                method = slowest.method
            }
            detail += "; alone: " + timings.map { "\($0.method) \(Self.format($0.milliseconds)) ms" }.joined(separator: ", ")
        }
        return InvariantViolation(invariant: .boundedFrameTime, element: step, method: method, detail: detail)
    }

    @MainActor
    private static func timeLayoutMethods(of collectionView: CollectionView) -> [(method: String, milliseconds: Double)] {
        let layout = collectionView.collectionViewLayout
        let bounds = collectionView.bounds
        return [
            ("prepare()", time { layout.prepare() }),
            ("collectionViewContentSize", time { _ = layout.collectionViewContentSize }),
            (LayoutInvariants.rectQuery, time { _ = layout.layoutAttributesForElements(in: bounds) }),
        ]
    }

    private static func time(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        return milliseconds(ContinuousClock.now - start)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    private static func format(_ milliseconds: Double) -> String { String(format: "%.1f", milliseconds) }
}
