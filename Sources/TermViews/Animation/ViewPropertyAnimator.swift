import Foundation

/// UIKit's `UIViewPropertyAnimator`, reduced as `View.animate(withDuration:…)` is here: the view
/// changes its animations make take effect when the animator starts (or is paused, to be scrubbed),
/// unanimated — a terminal cannot interpolate an arbitrary closure's changes — and the completions
/// run on the next run-loop turn with the position the animator finished at, as UIKit calls them at
/// the end. The state machine is UIKit's: `.inactive` → `.active` (start or pause) → `.inactive` at
/// the end, or `.stopped` by `stopAnimation(false)` until `finishAnimation(at:)`. A collection
/// view's bounds change made in the animations animates, as in `View.animate`. `fractionComplete`,
/// `isReversed`, the curve and the delay are kept, not shown.
@preconcurrency @MainActor
open class ViewPropertyAnimator: NSObject {
    /// UIKit's `UIViewAnimatingState`.
    public enum State: Int, Sendable { case inactive = 0, active = 1, stopped = 2 }
    /// Where the animator finished (UIKit's `UIViewAnimatingPosition`).
    public typealias Position = ViewAnimatingPosition
    /// The duration given, in seconds (kept; the changes take effect at once).
    public let duration: TimeInterval
    /// Where the animator is in its life (UIKit's `state`).
    public private(set) var state = State.inactive
    /// Whether it runs: started and neither paused, stopped nor finished.
    public private(set) var isRunning = false
    /// How far the animation is, 0 to 1: 1 once the changes took effect; set while paused to scrub
    /// (kept: the views already show the end).
    public var fractionComplete: CGFloat = 0
    /// Whether it runs backwards (kept: the completions hear `.start` when it is set at the end).
    public var isReversed = false
    /// Kept as given.
    public var isInterruptible = true
    /// Kept as given.
    public var isUserInteractionEnabled = true
    /// Kept as given.
    public var scrubsLinearly = true
    /// Whether the animator stays active at the end instead of finishing (UIKit's `pausesOnCompletion`).
    public var pausesOnCompletion = false

    private var animations: [() -> Void] = []
    private var completions: [(Position) -> Void] = []

    /// An animator for `duration` along a UIKit curve.
    public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a spring's damping ratio (kept).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator along a cubic Bézier curve's control points (kept).
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// Makes an animator and starts it at once: UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: View.AnimationOptions = [], animations: @escaping () -> Void,
                                              completion: ((Position) -> Void)? = nil) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds changes to make; made at once when the animator is already active.
    public func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { run([animation]) } else { animations.append(animation) }
    }

    /// As `addAnimations(_:)` (the delay factor is kept, not shown).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block to run when the animator finishes, with the position it finished at.
    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    /// Makes the changes and finishes on the next run-loop turn (unless `pausesOnCompletion`).
    public func startAnimation() {
        guard state != .stopped else { return }
        activate()
        isRunning = true
        guard !pausesOnCompletion else { return }
        MainQueue.async { [self] in
            guard state == .active, isRunning else { return }
            finish(at: isReversed ? .start : .end)
        }
    }

    /// As `startAnimation()` (the delay is kept, not waited for).
    public func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    /// Makes the changes (an inactive animator becomes active) and holds: the completions wait.
    public func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        isRunning = false
    }

    /// Stops where it is: without finishing, the animator is done (`.inactive`, no completions);
    /// otherwise `.stopped` until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions.removeAll() }
    }

    /// Finishes a stopped animator at `finalPosition`, running the completions.
    public func finishAnimation(at finalPosition: Position) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let pending = animations
        animations.removeAll()
        run(pending)
        fractionComplete = 1
    }

    private func run(_ blocks: [() -> Void]) {
        View.animate(withDuration: duration) { blocks.forEach { $0() } }
    }

    private func finish(at position: Position) {
        isRunning = false
        state = .inactive
        let pending = completions
        completions.removeAll()
        pending.forEach { $0(position) }
    }
}

/// Where an animation stopped: UIKit's `UIViewAnimatingPosition` (a property animator's end, a
/// drop's animations).
public enum ViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}
