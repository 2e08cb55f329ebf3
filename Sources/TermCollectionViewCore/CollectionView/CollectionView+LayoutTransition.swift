import Foundation

/// Changing layouts, animated or interactively: UIKit's `setCollectionViewLayout(_:animated:completion:)`,
/// `startInteractiveTransition(to:completion:)`, `finishInteractiveTransition()` and
/// `cancelInteractiveTransition()`.
///
/// An animated change, in UIKit's order: `prepareForTransition(to:)` on the old layout,
/// `prepareForTransition(from:)` on the new one, then the new layout's pass (`prepare()`,
/// `collectionViewContentSize`, `targetContentOffset(forProposedContentOffset:)`, the attributes for the
/// visible rect), `finalizeLayoutTransition()` on both ("after it has gathered all of the layout
/// attributes", before the animations run). Views keep their elements: each animates from where it is
/// drawn to its attributes in the new layout; an element new to the screen starts from its attributes
/// in the old layout (or appears in place), one that leaves the screen goes to its place in the new
/// layout and then to the reuse queue. The completion runs after the last frame, as batch updates'.
///
/// An interactive transition installs a `CollectionViewTransitionLayout` (the delegate's, or a plain
/// one) whose `transitionProgress` the app moves; finishing or cancelling animates from the
/// interpolated positions to the next or the current layout and calls the completion with
/// `(completed, finished)`.
extension CollectionView {
    /// The completion of an interactive transition: whether the animations ran to completion, and
    /// whether the transition finished (`true`, the new layout is installed) or was cancelled.
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Installs `layout`, animated as `setCollectionViewLayout(_:animated:completion:)` describes.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Installs `layout`; when `animated` (and animations are enabled and a clock exists) every view
    /// moves from its place in the old layout to its place in the new one, then `completion` runs.
    /// Without animation the layout is simply assigned (all views are laid out afresh) and `completion`
    /// runs at once.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== collectionViewLayout else { completion?(true); return }
        guard animated, View.areAnimationsEnabled, let clock else {
            updateState.interactiveTransition = nil
            collectionViewLayout = layout
            completion?(true)
            return
        }
        layoutIfNeeded()
        let oldLayout = collectionViewLayout
        trace(.prepareForTransitionTo(newLayout: traceName(of: layout)))
        oldLayout.prepareForTransition(to: layout)
        install(layout)
        trace(.prepareForTransitionFrom(oldLayout: traceName(of: oldLayout)))
        layout.prepareForTransition(from: oldLayout)
        let batch = beginAnimationBatch(completion: completion)
        // The old layout answers where new elements start, so it keeps its collection view meanwhile.
        oldLayout.collectionView = self
        runTransitionPass(from: oldLayout, to: layout, animation: (batch, clock.now))
        trace(.finalizeLayoutTransition(layout: traceName(of: oldLayout), isOld: true))
        oldLayout.finalizeLayoutTransition()
        trace(.finalizeLayoutTransition(layout: traceName(of: layout), isOld: false))
        layout.finalizeLayoutTransition()
        oldLayout.collectionView = nil
        closeAnimationBatch(batch)
    }

    /// Installs a transition layout from the current layout to `layout` and returns it: move its
    /// `transitionProgress`, then call `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    /// A transition already under way is finished first.
    @discardableResult
    public func startInteractiveTransition(
        to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> CollectionViewTransitionLayout {
        if updateState.interactiveTransition != nil { finishInteractiveTransition() }
        layoutIfNeeded()
        let oldLayout = collectionViewLayout
        let transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: oldLayout, newLayout: layout)
            ?? CollectionViewTransitionLayout(currentLayout: oldLayout, nextLayout: layout)
        trace(.prepareForTransitionTo(newLayout: traceName(of: layout)))
        oldLayout.prepareForTransition(to: layout)
        install(transition)
        oldLayout.collectionView = self
        layout.collectionView = self
        trace(.prepareForTransitionFrom(oldLayout: traceName(of: oldLayout)))
        layout.prepareForTransition(from: oldLayout)
        updateState.interactiveTransition = (transition, completion)
        return transition
    }

    /// Installs the transition's next layout, animating from the interpolated positions.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finished: true)
    }

    /// Puts the transition's current layout back, animating from the interpolated positions.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finished: false)
    }

    private func endInteractiveTransition(finished: Bool) {
        guard let (transition, completion) = updateState.interactiveTransition else { return }
        updateState.interactiveTransition = nil
        let target = finished ? transition.nextLayout : transition.currentLayout
        setCollectionViewLayout(target, animated: true) { completed in completion?(completed, finished) }
    }

    /// Makes `layout` the collection view's layout without discarding the views on screen.
    private func install(_ layout: CollectionViewLayout) {
        updateState.isInstallingLayout = true
        collectionViewLayout = layout
        updateState.isInstallingLayout = false
        layout.invalidateLayout()
    }

    private func runTransitionPass(from oldLayout: CollectionViewLayout, to layout: CollectionViewLayout,
                                   animation: (batch: Int, now: Double)) {
        guard mayBeginLayoutPass() else { return }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        statistics.layoutPasses += 1
        prepare(layout)
        let pending = processPendingInvalidation()
        let queried = layOutForAnimation(layout, pending: pending)
        var leaving = visibleViews
        let elements = collectElementsInPass(displayableAttributes(queried, in: bounds))
        let keys = elements.map(\.key)
        var shown: [ElementKey: CollectionReusableView] = [:]
        for (key, item) in elements {
            let existing = leaving.removeValue(forKey: key)
            let view = existing ?? makeView(for: key, attributes: item)
            let start = existing.map(ViewPresentation.init) ?? tracedAttributes(for: key, in: oldLayout).map(ViewPresentation.init)
            applyIfChanged(item, to: view)
            if let start, start != ViewPresentation(item) {
                animate(view, key: key, from: start, to: ViewPresentation(item), removesView: false, batch: animation.batch, now: animation.now)
            }
            shown[key] = view
            if existing == nil { willDisplay(view, key: key) }
        }
        for key in displayOrder {
            guard let view = leaving[key] else { continue }
            disappear(view, key: key, to: tracedAttributes(for: key, in: layout), animation: animation)
        }
        visibleViews = shown
        displayOrder = keys
        attributesInPass = LayoutPassAttributes()
        statistics.visibleElements = keys.count
        measureSelfSizingViews()
    }
}

extension CollectionView {
    /// The name the trace gives a layout: its class, without the module.
    func traceName(of layout: CollectionViewLayout) -> String {
        String(describing: type(of: layout))
    }
}

extension CollectionViewLayout {
    /// The layout's attributes for the element `key` names.
    func attributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
