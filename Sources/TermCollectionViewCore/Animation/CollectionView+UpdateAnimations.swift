import Foundation

/// The animation engine of batch updates, on the collection view's injected `clock`: every animated
/// view interpolates center, size, alpha and transform from its initial to its final attributes over
/// 0.3 s along the ease-in-out curve; the host ticks it through `updateAnimations()` while
/// `isAnimatingUpdates` says frames are needed.
///
/// A layout pass during an animation (the user scrolls, the layout is invalidated) does not stop it:
/// a view still on screen keeps animating, toward the attributes of the newest pass; a view that
/// leaves the visible rect stops and goes to the reuse queue as usual; disappearing views finish
/// where they were headed. A second batch update takes views over from where they are drawn (the way
/// UIKit's animations begin from the current state), and the first update's completion then gets
/// `false` ("interrupted"), as does every pending completion on `reloadData()` or a new layout.
extension CollectionView {
    /// Whether update animations are running (the host keeps ticking while this is true).
    public var isAnimatingUpdates: Bool { !updateState.animations.isEmpty }

    /// The last `NSInternalInconsistencyException` a batch update raised on this collection view, if any.
    public var latestInconsistency: InternalInconsistencyException? { updateState.latestInconsistency }

    /// Opens a completion group for one batch update.
    func beginAnimationBatch(completion: ((Bool) -> Void)?) -> Int {
        let batch = updateState.nextBatch
        updateState.nextBatch += 1
        updateState.completions[batch] = PendingBatchCompletion(completion: completion)
        return batch
    }

    /// Runs the batch's completion now if none of its animations is running.
    func closeAnimationBatch(_ batch: Int) {
        guard let pending = updateState.completions[batch], pending.remaining == 0 else { return }
        updateState.completions[batch] = nil
        pending.completion?(!pending.interrupted)
    }

    /// Starts animating `view` from `from` to `to`; a running animation of the view is taken over.
    func animate(_ view: CollectionReusableView, key: ElementKey, from: ViewPresentation, to: ViewPresentation,
                 removesView: Bool, batch: Int, now: Double) {
        cancelAnimation(of: view, interrupted: true)
        updateState.animations[ObjectIdentifier(view)] = ElementAnimation(
            key: key, view: view, from: from, to: to, start: now,
            duration: CollectionViewUpdateState.animationDuration, removesView: removesView, batch: batch)
        updateState.completions[batch]?.remaining += 1
        from.apply(to: view)
        startTicking(animating: true)
    }

    /// Advances every animation to the clock's time; finished disappearing views go to the reuse
    /// queue, finished batches run their completion. Returns whether any animation still runs.
    func advanceUpdateAnimations() -> Bool {
        guard !updateState.animations.isEmpty else { return false }
        let now = clock?.now ?? .infinity
        for (id, animation) in updateState.animations {
            // A completion that ran earlier in this loop may have started a newer animation of the view.
            guard let current = updateState.animations[id], current.batch == animation.batch else { continue }
            animation.presentation(at: now).apply(to: animation.view)
            if animation.isFinished(at: now) {
                updateState.animations[id] = nil
                finish(animation, interrupted: false)
            }
        }
        return !updateState.animations.isEmpty
    }

    /// A layout pass gave an animating view new final attributes: the animation heads there instead,
    /// and the view shows where it is now. Returns `false` if the view is not animating.
    func retargetAnimation(of view: CollectionReusableView, to attributes: CollectionViewLayoutAttributes) -> Bool {
        let id = ObjectIdentifier(view)
        guard var animation = updateState.animations[id] else { return false }
        applyIfChanged(attributes, to: view)
        animation.to = ViewPresentation(attributes)
        updateState.animations[id] = animation
        animation.presentation(at: clock?.now ?? .infinity).apply(to: view)
        return true
    }

    /// Stops the view's animation where it is (a layout pass takes the view off screen).
    func cancelAnimation(of view: CollectionReusableView, interrupted: Bool) {
        guard let animation = updateState.animations.removeValue(forKey: ObjectIdentifier(view)) else { return }
        finish(animation, interrupted: interrupted)
    }

    /// Ends every animation at its final state (reload, new layout): disappearing views go to the
    /// reuse queue, pending completions get `false`.
    func finishAllUpdateAnimations() {
        for animation in updateState.animations.values.sorted(by: { $0.start < $1.start }) {
            updateState.animations[ObjectIdentifier(animation.view)] = nil
            animation.to.apply(to: animation.view)
            finish(animation, interrupted: true)
        }
    }

    private func finish(_ animation: ElementAnimation, interrupted: Bool) {
        if animation.removesView {
            updateState.disappearing.removeAll { $0.view === animation.view }
            endDisplaying(animation.view, key: animation.key)
        }
        guard var pending = updateState.completions[animation.batch] else { return }
        pending.remaining -= 1
        pending.interrupted = pending.interrupted || interrupted
        updateState.completions[animation.batch] = pending
        closeAnimationBatch(animation.batch)
    }
}
