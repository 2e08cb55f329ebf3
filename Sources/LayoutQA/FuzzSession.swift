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
/// loop draws (so `tcv snapshot` replays a session to the same frame), timing each frame on a real
/// clock, and checks every invariant after each step. Where the target has a reference model, each
/// update key a session presses changes the model too, and the cells are checked against it.
@MainActor
public enum FuzzSession {
    /// The first failure, or nil when every step kept every invariant.
    /// `willPlay` hears of each action before it is played: a watcher outside the process (`tcv fuzz
    /// FILE.swift`) learns which action a crash or a hang was in. `coverage` hears which parts of the
    /// content the rect query was checked over.
    public static func play(_ actions: [FuzzAction], on target: FuzzTarget, size: CellSize,
                            budget: FrameBudget = .standard, coverage: ContentCoverage.Tally? = nil,
                            willPlay: (FuzzAction) -> Void = { _ in }) -> FuzzFailure? {
        let player = SessionPlayer(target: target, size: size, budget: budget)
        player.coverage = coverage
        if let violations = player.start(), !violations.isEmpty {
            return FuzzFailure(actions: [], violations: violations, frame: player.frame().text, size: size)
        }
        for (index, action) in actions.enumerated() {
            if player.isFinished { break }
            willPlay(action)
            let (violations, frame) = player.play(action, number: index + 1)
            if !violations.isEmpty {
                return FuzzFailure(actions: Array(actions[...index]), violations: violations, frame: frame.text, size: size)
            }
        }
        player.stop()
        return nil
    }

    /// The item an update key acts on, as screens with update keys decide it (the `updates` demo, the
    /// generated controller): the selected one, else the first visible one.
    static func focusedItem(_ collectionView: CollectionView) -> IndexPath? {
        collectionView.indexPathsForSelectedItems?.first ?? collectionView.indexPathsForVisibleItems.sorted().first
    }
}

/// One session's window, runner, history and model.
@MainActor
private final class SessionPlayer {
    private let window: Window
    private let runner: HeadlessRunner
    private let target: FuzzTarget
    private let budget: FrameBudget
    private let monitor = SessionMonitor()
    /// Hears which parts of the content the rect query was checked over.
    var coverage: ContentCoverage.Tally? {
        get { monitor.coverage }
        set { monitor.coverage = newValue }
    }
    /// The first screen, whose data the model follows, and the model.
    private var modelController: CollectionViewController?
    private var model: ReferenceModel?

    init(target: FuzzTarget, size: CellSize, budget: FrameBudget) {
        let clock = VirtualClock()
        window = target.makeWindow(clock)
        runner = HeadlessRunner(app: window, clock: clock, size: size)
        self.target = target
        self.budget = budget
    }

    var isFinished: Bool { window.isFinished }

    /// Shows the first frame; the violations there (nil without a collection view).
    func start() -> [InvariantViolation]? {
        runner.start()
        modelController = window.visibleViewController as? CollectionViewController
        model = modelController.flatMap(target.makeModel)
        return monitor.check(window)
    }

    func frame() -> Canvas { runner.frame() }

    func stop() { monitor.stop() }

    /// Plays one action (the `number`th) and returns what it broke and the frame after it.
    func play(_ action: FuzzAction, number: Int) -> (violations: [InvariantViolation], frame: Canvas) {
        let update = updateKey(of: action)
        let focused = update == nil ? nil : modelController.flatMap { FuzzSession.focusedItem($0.collectionView) }
        let wasReordering = isReordering
        var longestFrame = Duration.zero
        for step in action {
            runner.play(step)
            longestFrame = max(longestFrame, runner.longestFrame)
        }
        // The runner drew where the run loop draws; the step's frame is drawn once more to keep it.
        let frame = runner.frame()
        if let model, let update { model.press(update, focused: focused) }
        let reordered = wasReordering || isReordering || action.contains(where: Self.isDrag)
        var violations = monitor.check(window, reordered: reordered) ?? []
        if let model, let modelController, window.visibleViewController === modelController {
            violations += ModelInvariants.check(modelController.collectionView, against: model)
        }
        if let slow = budget.check(elapsed: longestFrame, step: "step \(number) \(KeyScript.format(action))", collectionView: shownCollectionView) {
            violations.append(slow)
        }
        return (violations, frame)
    }

    private var shownCollectionView: CollectionView? {
        window.visibleViewController.drivenCollectionView
    }

    /// Items change places without a display call for each: interactive movement or animated updates.
    private var isReordering: Bool {
        guard let collectionView = shownCollectionView else { return false }
        return collectionView.indexPathForInteractivelyMovingItem != nil || collectionView.isAnimatingUpdates
    }

    private static func isDrag(_ step: KeyScriptStep) -> Bool {
        if case .mouse(let mouse) = step { mouse.action == .drag } else { false }
    }

    /// The update key `action` presses on the model's screen, if it is one.
    private func updateKey(of action: FuzzAction) -> Key? {
        guard let model, action.count == 1, case .key(let key) = action[0], model.updateKeys.contains(key),
              window.visibleViewController === modelController else { return nil }
        return key
    }
}

/// The invariants that need history (display calls, views made) for the visible collection view.
@MainActor
final class SessionMonitor {
    var coverage: ContentCoverage.Tally?
    private var observed: CollectionView?
    private let log = CallLog(capacity: 1, keepsEverything: true)
    private var ledger = DisplayLedger()
    private var tally = ReuseTally()

    /// Nil when no collection view is on screen; otherwise the violations after this frame.
    /// `reordered` says items changed places during the step, by interactive movement or animated
    /// updates: a cell's index path changes without its being displayed anew, so display calls cannot
    /// be paired by index path then; the ledger starts again from what is shown after such a step.
    func check(_ window: Window, reordered: Bool = false) -> [InvariantViolation]? {
        guard let collectionView = window.visibleViewController.drivenCollectionView else { return nil }
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
        if !collectionView.isAnimatingUpdates { violations += ContentCoverage.check(collectionView, tally: coverage) }
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
