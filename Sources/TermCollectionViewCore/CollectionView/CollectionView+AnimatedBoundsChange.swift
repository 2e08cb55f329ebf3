import Foundation

/// An animated change of the collection view's size — a terminal resize, which tcv animates as the
/// phone animates a rotation — in UIKit's order: the bounds-change questions
/// (`shouldInvalidateLayout(forBoundsChange:)`, `invalidationContext(forBoundsChange:)`), `prepare()`
/// for the new size, `prepare(forAnimatedBoundsChange:)` with the old bounds ("before performing any
/// animated changes to the view's bounds"), the content size and the attributes for the new visible
/// rect, the initial attributes of every element shown after the change and the final attributes
/// of every element that leaves the screen, then `finalizeAnimatedBoundsChange()` ("after creating
/// the animations"). Views that stay animate from their initial attributes (or from where they are
/// drawn when the layout has none) to their new ones; new views start from their initial attributes;
/// leaving views go to their final attributes (or their new place) and then to the reuse queue.
///
/// A size change is animated when it is made inside `View.animate(withDuration:animations:)` while
/// animations are enabled and the collection view has a clock; otherwise it is an ordinary pass.
extension CollectionView {
    /// How long an animated bounds change takes: that of the collection view's other animations.
    public static let boundsChangeAnimationDuration: TimeInterval = CollectionViewUpdateState.animationDuration

    /// Remembers the bounds laid out last when a size change happens inside an animation block.
    func noteAnimatedBoundsChange(from oldValue: CGRect) {
        guard View.isInAnimationBlock, !isInLayoutPass, bounds.size != oldValue.size,
              animatedBoundsChangeStart == nil, let laidOut = boundsAtLastPass else { return }
        animatedBoundsChangeStart = laidOut
    }

    /// Whether the change from `start` can be animated now: the size still differs, and no
    /// transition or movement places the views its own way.
    func mayAnimateBoundsChange(from start: CGRect) -> Bool {
        start.size != bounds.size && clock != nil && View.areAnimationsEnabled
            && updateState.interactiveTransition == nil && interactiveMovement == nil
    }

    func runAnimatedBoundsChangePass(_ layout: CollectionViewLayout, from oldBounds: CGRect) {
        // A resize during an animation (another resize's, an update's) takes over from where it
        // would end: views leaving are gone, the others at their last attributes.
        finishAllUpdateAnimations()
        askLayoutAboutBoundsChange(layout)
        if layout.needsPrepare { prepare(layout) }
        trace(.prepareForAnimatedBoundsChange(oldBounds: oldBounds))
        layout.prepare(forAnimatedBoundsChange: oldBounds)
        let (queried, visibleRect) = queryVisibleElements(layout)
        let elements = collectElementsInPass(displayableAttributes(queried, in: visibleRect))
        boundsAtLastPass = visibleRect
        let moves = showElements(elements, layout: layout)
        let leaving = leavingElements(keeping: Set(elements.map(\.key)), layout: layout)
        visibleViews = Dictionary(uniqueKeysWithValues: moves.map { ($0.key, $0.view) })
        displayOrder = elements.map(\.key)
        attributesInPass = LayoutPassAttributes()
        statistics.visibleElements = elements.count
        trace(.finalizeAnimatedBoundsChange)
        layout.finalizeAnimatedBoundsChange()
        animate(moves, leaving: leaving)
    }

    /// A view of the pass, where its animation starts and where it ends.
    private struct BoundsChangeMove {
        let key: ElementKey
        let view: CollectionReusableView
        let start: ViewPresentation?
        let end: ViewPresentation
    }

    /// Gives every element of the pass its view (a new one from the data source where needed) and
    /// its new attributes, asking the layout where it starts.
    private func showElements(
        _ elements: [(key: ElementKey, attributes: CollectionViewLayoutAttributes)], layout: CollectionViewLayout
    ) -> [BoundsChangeMove] {
        var moves: [BoundsChangeMove] = []
        for (position, (key, item)) in elements.enumerated() {
            let existing = visibleViews[key]
            let initial = tracedInitialAttributes(for: key, in: layout).map(ViewPresentation.init)
            let start = initial ?? existing.map(ViewPresentation.init)
            attributesInPass.making = position
            let view = existing ?? makeView(for: key, attributes: item)
            applyIfChanged(item, to: view)
            if existing == nil { willDisplay(view, key: key) }
            moves.append(BoundsChangeMove(key: key, view: view, start: start, end: ViewPresentation(item)))
        }
        return moves
    }

    /// The views on screen that the pass does not keep, with where the layout sends them.
    private func leavingElements(keeping kept: Set<ElementKey>, layout: CollectionViewLayout)
        -> [(key: ElementKey, view: CollectionReusableView, final: CollectionViewLayoutAttributes?)]
    {
        displayOrder.compactMap { key in
            guard !kept.contains(key), let view = visibleViews[key] else { return nil }
            let final = tracedFinalAttributes(for: key, in: layout) ?? tracedAttributes(for: key, in: layout)
            return (key, view, final)
        }
    }

    private func animate(_ moves: [BoundsChangeMove],
                         leaving: [(key: ElementKey, view: CollectionReusableView, final: CollectionViewLayoutAttributes?)]) {
        guard let now = clock?.now else { return }
        let batch = beginAnimationBatch(completion: nil)
        for move in moves {
            guard let start = move.start, start != move.end else { continue }
            animate(move.view, key: move.key, from: start, to: move.end, removesView: false, batch: batch, now: now)
        }
        for (key, view, final) in leaving {
            disappear(view, key: key, to: final, animation: (batch, now))
        }
        closeAnimationBatch(batch)
    }
}
