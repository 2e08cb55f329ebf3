import TermApp
import TermCanvas
import TermCollectionView

/// One fuzzing step: the key-script steps of one user action (a click is a press and a release),
/// kept together so shrinking never splits them.
public typealias FuzzAction = [KeyScriptStep]

/// The first step of a session after which an invariant failed.
public struct FuzzFailure: Sendable {
    /// The actions up to and including the failing one.
    public var actions: [FuzzAction]
    /// Everything broken after that step.
    public var violations: [InvariantViolation]
    /// The frame after that step, as text.
    public var frame: String
    /// The screen size the session started with.
    public var size: CellSize

    /// The session as a `--keys` script.
    public var keys: String { KeyScript.format(actions.flatMap { $0 }) }
}

/// Plays actions on a fresh window headless, drawing after each as the terminal run loop does, and
/// checks every invariant after each step. Between steps the window lays its controller out as a
/// frame does before drawing (the window does that on `setScreenSize` with the size it has), without
/// the drawing; only a failing step's frame is drawn.
@MainActor
public enum FuzzSession {
    /// The first failure, or nil when every step kept every invariant.
    public static func play(_ actions: [FuzzAction], on target: FuzzTarget, size: CellSize) -> FuzzFailure? {
        let clock = VirtualClock()
        let window = target.makeWindow(clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: size)
        let monitor = SessionMonitor()
        runner.start()
        layOut(window, size: runner.size)
        if let violations = monitor.check(window), !violations.isEmpty {
            return FuzzFailure(actions: [], violations: violations, frame: runner.frame().text, size: size)
        }
        for (index, action) in actions.enumerated() {
            if window.isFinished { break }
            for step in action { runner.play(step) }
            layOut(window, size: runner.size)
            if let violations = monitor.check(window), !violations.isEmpty {
                return FuzzFailure(actions: Array(actions[...index]), violations: violations, frame: runner.frame().text, size: size)
            }
        }
        monitor.stop()
        return nil
    }

    /// What drawing a frame does to the window's state, without the drawing.
    private static func layOut(_ window: Window, size: CellSize) {
        window.setScreenSize(size)
    }
}

/// The invariants that need history (display calls, views made) for the visible collection view.
@MainActor
final class SessionMonitor {
    private var observed: CollectionView?
    private let log = CallLog(capacity: 1, keepsEverything: true)
    private var ledger = DisplayLedger()
    private var tally = ReuseTally()

    /// Nil when no collection view is on screen; otherwise the violations after this frame.
    func check(_ window: Window) -> [InvariantViolation]? {
        guard let collectionView = (window.visibleViewController as? CollectionViewController)?.collectionView else { return nil }
        if collectionView !== observed { observe(collectionView) }
        var violations = ledger.record(log.takeAll())
        violations += ledger.compare(with: collectionView)
        violations += LayoutInvariants.check(collectionView)
        violations += tally.record(collectionView)
        return violations
    }

    /// A newly shown collection view starts its own history: its display calls began when it was made.
    private func observe(_ collectionView: CollectionView) {
        stop()
        observed = collectionView
        ledger = DisplayLedger()
        tally = ReuseTally()
        log.attach(to: collectionView)
        ledger.adopt(collectionView)
    }

    func stop() {
        if let observed { log.detach(from: observed) }
        observed = nil
    }
}
