import Foundation
import TermCollectionView

/// Switches the updates demo between a grid and a list: animated with
/// `setCollectionViewLayout(_:animated:completion:)`, or interactively with
/// `startInteractiveTransition(to:completion:)` and keys that move `transitionProgress` a quarter at
/// a time, then finish or cancel.
@MainActor
final class LayoutSwitcher {
    let grid: CollectionViewFlowLayout
    let list: CollectionViewFlowLayout
    private unowned let collectionView: CollectionView
    private var transition: CollectionViewTransitionLayout?
    /// The last interactive transition's outcome, for the status line.
    private(set) var lastOutcome: String?

    init(collectionView: CollectionView, grid: CollectionViewFlowLayout) {
        self.collectionView = collectionView
        self.grid = grid
        list = UpdatesViewController.makeLayout()
        list.itemSize = CGSize(width: 78, height: 3)
    }

    private var isGrid: Bool { collectionView.collectionViewLayout === grid }

    /// The other layout, animated.
    func toggle() -> String {
        if transition != nil { return finish() }
        let target = isGrid ? list : grid
        collectionView.setCollectionViewLayout(target, animated: true)
        return "setCollectionViewLayout(\(target === grid ? "grid" : "list"), animated: true)"
    }

    /// Starts an interactive transition to the other layout if none runs, then moves its progress.
    func step(by delta: CGFloat) -> String {
        if transition == nil {
            let target = isGrid ? list : grid
            transition = collectionView.startInteractiveTransition(to: target) { [weak self] completed, finished in
                self?.lastOutcome = "transition \(finished ? "finished" : "cancelled") (completed: \(completed))"
            }
        }
        guard let transition else { return "" }
        transition.transitionProgress = min(1, max(0, transition.transitionProgress + delta))
        return "transitionProgress \(transition.transitionProgress) — t finishes, c cancels"
    }

    func finish() -> String {
        guard transition != nil else { return "no interactive transition (+ starts one)" }
        transition = nil
        collectionView.finishInteractiveTransition()
        return "finishInteractiveTransition()"
    }

    func cancel() -> String {
        guard transition != nil else { return "no interactive transition (+ starts one)" }
        transition = nil
        collectionView.cancelInteractiveTransition()
        return "cancelInteractiveTransition()"
    }
}
