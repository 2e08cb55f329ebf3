import Foundation
import TermCollectionView

/// What a view controller transition tells code run alongside it: UIKit's
/// `UIViewControllerTransitionCoordinatorContext`, reduced to what collection view screens ask.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition was cancelled (an interactive pop let go).
    var isCancelled: Bool { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
}

/// Runs code alongside a transition: UIKit's `UIViewControllerTransitionCoordinator`. A push or pop
/// happens at once in a terminal (`ViewController.transitionCoordinator` is always `nil`); a terminal
/// resize, which tcv animates as a rotation, hands one to `viewWillTransition(to:with:)`.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns whether it will.
    @discardableResult
    func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion, as Swift code often calls it.
    @discardableResult
    public func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a terminal resize: code given to `animate(alongsideTransition:completion:)`
/// runs inside the resize's animation block, after the views got their new size; the completion runs
/// on the next run-loop turn, from the main queue.
@MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    let isCancelled = false
    let isAnimated = true
    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the code given to run alongside the transition.
    func runAlongside() {
        for animation in alongside { animation(self) }
    }

    /// Runs the completions on the next run-loop turn.
    func complete() {
        let completions = completions
        guard !completions.isEmpty else { return }
        MainQueue.async { for completion in completions { completion(self) } }
    }
}
