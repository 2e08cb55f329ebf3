import Foundation

/// What a view controller transition tells code run alongside it: UIKit's
/// `UIViewControllerTransitionCoordinatorContext`, reduced to what collection view screens ask.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition was cancelled (an interactive pop let go).
    var isCancelled: Bool { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
}

/// Runs code alongside a push or pop: UIKit's `UIViewControllerTransitionCoordinator`. No transition
/// is ever under way in a terminal (see `ViewController.transitionCoordinator`, always `nil`); the
/// protocol is here so code that asks for one — deselecting a row alongside a pop — compiles and
/// takes its no-transition path.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns whether it will.
    @discardableResult
    func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
