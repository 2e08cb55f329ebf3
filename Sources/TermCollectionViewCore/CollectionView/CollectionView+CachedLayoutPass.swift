import Foundation

/// A layout pass that the layout did not invalidate: UIKit keeps the attributes it has.
///
/// UIKit caches the attributes of the elements it shows and asks the layout again only after an
/// invalidation. A scroll that `shouldInvalidateLayout(forBoundsChange:)` answers `false` for leaves
/// the views on screen with the attributes they had and asks `layoutAttributesForElements(in:)` only
/// for the area the scroll uncovers. That is why a sticky header drawn by a layout that does not
/// invalidate on scroll moves away with the content on the phone. Apple's documentation of
/// `shouldInvalidateLayout(forBoundsChange:)`: "The default implementation of this method returns
/// false. Subclasses can override it and return an appropriate value based on whether changes in the
/// bounds of the collection view require changes to the layout of cells and supplementary views."
/// tcv shows the same, instead of hiding the bug by asking again every frame. (Blog posts on sticky
/// headers say it too: the layout "will be queried whenever the user scrolls" only when it asks to be
/// invalidated on bounds changes — blog.radi.ws, "Sticky headers for UICollectionView".) The content
/// size is kept as well: it is asked after an invalidation, with `prepare()`.
///
/// Cost: the views on screen plus what the uncovered strips return.
extension CollectionView {
    /// Whether this pass may keep what is on screen: nothing invalidated the layout since the last
    /// pass, and nothing under way (an update animation, a transition, an interactive movement)
    /// places views other than by their plain attributes.
    func mayKeepAttributesOnScreen(_ layout: CollectionViewLayout) -> Bool {
        boundsAtLastPass != nil && !layout.needsPrepare && pendingInvalidation.isEmpty
            && updateState.animations.isEmpty && updateState.disappearing.isEmpty
            && updateState.interactiveTransition == nil && interactiveMovement == nil
            && !(layout is CollectionViewTransitionLayout)
    }

    /// Keeps every view still on screen with its attributes (no `apply(_:)`), lets the others go,
    /// and asks the layout only for the strips of `visibleRect` that `previous` did not cover.
    func runCachedLayoutPass(_ layout: CollectionViewLayout, from previous: CGRect, to visibleRect: CGRect) {
        statistics.cachedLayoutPasses += 1
        needsLayout = false
        let onScreen = viewsOnScreen
        var attributes: [CollectionViewLayoutAttributes] = []
        attributes.reserveCapacity(onScreen.count + 8)
        for (_, view) in onScreen {
            guard let applied = view.appliedLayoutAttributes, applied.frame.overlapsWithArea(visibleRect) else { continue }
            // The layout's own object while it is unchanged (the view is then not even placed again),
            // else the copy the view was given: a change the layout made in place without
            // invalidating does not reach the screen, as UIKit copies attributes too.
            if let source = view.appliedSource, source.generation == source.attributes.generation {
                attributes.append(source.attributes)
            } else {
                attributes.append(applied)
            }
        }
        let strips = visibleRect.uncoveredStrips(after: previous)
        // An element reaching into two strips (a diagonal scroll) is in both answers: it is one element.
        var fromStrips = Set<ElementKey>()
        for strip in strips {
            let returned = layout.layoutAttributesForElements(in: strip) ?? []
            trace(.layoutAttributesForElements(in: strip, count: returned.count))
            // An element a view on screen keeps (a tall one reaching into the strip) keeps its
            // attributes: looked up only for the strip's few elements.
            for item in displayableAttributes(returned, in: visibleRect) {
                let key = ElementKey(item)
                if let view = visibleViews[key], view.appliedLayoutAttributes?.frame.overlapsWithArea(visibleRect) == true {
                    continue
                }
                if strips.count > 1, !fromStrips.insert(key).inserted { continue }
                attributes.append(item)
            }
        }
        boundsAtLastPass = visibleRect
        updateVisibleViews(with: attributes)
    }
}

extension CGRect {
    /// The parts of `self` outside `previous`, as at most four strips: above and below across the whole
    /// width, then left and right within the rows both share. All of `self` when they share no area.
    func uncoveredStrips(after previous: CGRect) -> [CGRect] {
        guard overlapsWithArea(previous) else { return [self] }
        var strips: [CGRect] = []
        if minY < previous.minY { strips.append(CGRect(x: minX, y: minY, width: width, height: previous.minY - minY)) }
        if maxY > previous.maxY { strips.append(CGRect(x: minX, y: previous.maxY, width: width, height: maxY - previous.maxY)) }
        let bandTop = Swift.max(minY, previous.minY), bandBottom = Swift.min(maxY, previous.maxY)
        if minX < previous.minX {
            strips.append(CGRect(x: minX, y: bandTop, width: previous.minX - minX, height: bandBottom - bandTop))
        }
        if maxX > previous.maxX {
            strips.append(CGRect(x: previous.maxX, y: bandTop, width: maxX - previous.maxX, height: bandBottom - bandTop))
        }
        return strips
    }
}
