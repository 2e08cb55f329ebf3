import Foundation
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

    /// A failure after `actions` (its last one the failing step), started at `size`.
    public init(actions: [FuzzAction], violations: [InvariantViolation], frame: String, size: CellSize) {
        self.actions = actions
        self.violations = violations
        self.frame = frame
        self.size = size
    }

    /// The session as a `--keys` script.
    public var keys: String { KeyScript.format(actions.flatMap { $0 }) }
}

/// Plays actions on a fresh window headless with `HeadlessRunner`, which draws where the terminal run
/// loop draws (so `tcv snapshot` replays a session to the same frame), timing each step on a real
/// clock, and checks every invariant after each step. Where the target has a reference model, each update key it presses changes the model
/// too, and the cells are checked against it.
@MainActor
public enum FuzzSession {
    /// The first failure, or nil when every step kept every invariant.
    public static func play(_ actions: [FuzzAction], on target: FuzzTarget, size: CellSize,
                            budget: FrameBudget = .standard) -> FuzzFailure? {
        let clock = VirtualClock()
        let window = target.makeWindow(clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: size)
        let monitor = SessionMonitor()
        runner.start()
        let modelController = window.visibleViewController as? CollectionViewController
        let model = modelController.flatMap(target.makeModel)
        if let violations = monitor.check(window), !violations.isEmpty {
            return FuzzFailure(actions: [], violations: violations, frame: runner.frame().text, size: size)
        }
        for (index, action) in actions.enumerated() {
            if window.isFinished { break }
            let update = model.flatMap { model in updateKey(of: action, in: model, window: window, controller: modelController) }
            let focused = update.map { _ in focusedItem(modelController!.collectionView) } ?? nil
            let wasMoving = movingItem(in: window) != nil || isAnimatingUpdates(window)
            let start = ContinuousClock.now
            for step in action { runner.play(step) }
            // The runner drew where the run loop draws; the step's frame is drawn once more to keep it.
            let frame = runner.frame()
            let elapsed = ContinuousClock.now - start
            if let model, let update { model.press(update, focused: focused) }
            let reordered = wasMoving || movingItem(in: window) != nil || isAnimatingUpdates(window) || action.contains { step in
                if case .mouse(let mouse) = step { mouse.action == .drag } else { false }
            }
            var violations = monitor.check(window, reordered: reordered) ?? []
            if let model, let modelController, window.visibleViewController === modelController {
                violations += ModelInvariants.check(modelController.collectionView, against: model)
            }
            let shown = (window.visibleViewController as? CollectionViewController)?.collectionView
            if let slow = budget.check(elapsed: elapsed, step: "step \(index + 1) \(KeyScript.format(action))", collectionView: shown) {
                violations.append(slow)
            }
            if !violations.isEmpty {
                return FuzzFailure(actions: Array(actions[...index]), violations: violations, frame: frame.text, size: size)
            }
        }
        monitor.stop()
        return nil
    }

    private static func isAnimatingUpdates(_ window: Window) -> Bool {
        (window.visibleViewController as? CollectionViewController)?.collectionView.isAnimatingUpdates ?? false
    }

    private static func movingItem(in window: Window) -> IndexPath? {
        (window.visibleViewController as? CollectionViewController)?.collectionView.indexPathForInteractivelyMovingItem
    }

    /// The update key `action` presses on the model's screen, if it is one.
    private static func updateKey(of action: FuzzAction, in model: ReferenceModel, window: Window,
                                  controller: CollectionViewController?) -> Key? {
        guard action.count == 1, case .key(let key) = action[0], model.updateKeys.contains(key),
              window.visibleViewController === controller else { return nil }
        return key
    }

    /// The item an update key acts on, as screens with update keys decide it (the `updates` demo, the
    /// generated controller): the selected one, else the first visible one.
    static func focusedItem(_ collectionView: CollectionView) -> IndexPath? {
        collectionView.indexPathsForSelectedItems?.first ?? collectionView.indexPathsForVisibleItems.sorted().first
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
    /// `reordered` says items changed places during the step, by interactive movement or animated
    /// updates: a cell's index path changes without its being displayed anew, so display calls cannot
    /// be paired by index path then; the ledger starts again from what is shown after such a step.
    func check(_ window: Window, reordered: Bool = false) -> [InvariantViolation]? {
        guard let collectionView = (window.visibleViewController as? CollectionViewController)?.collectionView else { return nil }
        if collectionView !== observed { observe(collectionView) }
        var violations: [InvariantViolation] = []
        let calls = log.takeAll()
        let updated = calls.contains { if case .prepareForCollectionViewUpdates = $0 { true } else { false } }
        if reordered || updated {
            _ = ledger.record(calls)   // for the most cells displayed at once; pairing is not checked
            ledger.adopt(collectionView)
        } else {
            violations += ledger.record(calls)
            violations += ledger.compare(with: collectionView)
        }
        violations += LayoutInvariants.check(collectionView)
        violations += SelectionInvariants.check(collectionView)
        violations += tally.record(collectionView, peakCells: ledger.peakCells)
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
