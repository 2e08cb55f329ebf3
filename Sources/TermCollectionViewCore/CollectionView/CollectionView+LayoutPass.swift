import Foundation

extension CollectionView {
    /// One layout pass, in UIKit's order:
    ///
    /// 1. bounds changed since the last pass → `shouldInvalidateLayout(forBoundsChange:)`, and if it
    ///    says yes, `invalidateLayout(with: invalidationContext(forBoundsChange:))`; a layout nothing
    ///    invalidated keeps the attributes on screen (`runCachedLayoutPass`) and ends the pass here;
    /// 2. layout invalid → `prepare()`;
    /// 3. `collectionViewContentSize`;
    /// 4. `layoutAttributesForElements(in:)` for the visible rect; elements an invalidation context
    ///    named are asked for again one by one (see `PendingInvalidation`);
    /// 5. diff against what is on screen by element key: views that left go to the reuse queue, new
    ///    elements get a view from the data source (cells, supplementary views) or from the layout's
    ///    registration (decoration views); every visible view gets its attributes, and a view about to
    ///    appear is asked for its preferred attributes (see `askPreferredAttributes(of:original:)`).
    ///
    /// The cost follows the number of visible elements, given a layout that answers step 4 in time
    /// proportional to what it returns. Attributes that cannot be drawn or name index paths the data
    /// source does not have are skipped and reported (see `CollectionView+Validation`); a pass
    /// requested while one runs is ignored.
    func runLayoutPass() {
        guard mayBeginLayoutPass() else { return }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        statistics.layoutPasses += 1
        let layout = collectionViewLayout
        if let start = animatedBoundsChangeStart.take(), mayAnimateBoundsChange(from: start) {
            return runAnimatedBoundsChangePass(layout, from: start)
        }
        let previous = boundsAtLastPass
        askLayoutAboutBoundsChange(layout)
        if let previous, mayKeepAttributesOnScreen(layout) {
            return runCachedLayoutPass(layout, from: previous, to: bounds)
        }
        if layout.needsPrepare {
            prepare(layout)
        }
        let (queried, visibleRect) = queryVisibleElements(layout)
        let attributes = withInteractivelyMovingItem(displayableAttributes(queried, in: visibleRect))
        // The bounds this pass laid out, not whatever a delegate scrolled to while views appeared:
        // that change is the next pass's bounds change.
        boundsAtLastPass = visibleRect
        updateVisibleViews(with: attributes)
    }

    /// The prepared layout's answers for this pass: the pending invalidations' adjustments, the
    /// content size, the elements in the visible rect (those a context named asked again one by one).
    func queryVisibleElements(_ layout: CollectionViewLayout) -> (attributes: [CollectionViewLayoutAttributes], visibleRect: CGRect) {
        let pending = processPendingInvalidation()
        // Everything up to here (the bounds change, invalidations) is handled by this pass; a change
        // from here on (a delegate scrolling, a layout invalidating itself) needs the next one.
        needsLayout = false
        contentSize = scrollableContentSize(adjustedLayoutContentSize(layout, pending: pending))
        trace(.collectionViewContentSize(contentSize))
        let visibleRect = bounds
        let returned = layout.layoutAttributesForElements(in: visibleRect) ?? []
        trace(.layoutAttributesForElements(in: visibleRect, count: returned.count))
        return (requeryInvalidated(returned, keys: pending.elementKeys, layout: layout), visibleRect)
    }

    /// UIKit asks before the new bounds take effect, so inside `shouldInvalidateLayout(forBoundsChange:)`
    /// and `invalidationContext(forBoundsChange:)` `collectionView.bounds` is still the old rectangle
    /// (the common idiom `newBounds.size != collectionView.bounds.size` relies on it). The pass
    /// shows the layout the bounds of the previous pass while it asks.
    func askLayoutAboutBoundsChange(_ layout: CollectionViewLayout) {
        guard let previous = boundsAtLastPass, previous != bounds else { return }
        let newBounds = bounds
        bounds = previous
        let shouldInvalidate = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        trace(.shouldInvalidateLayout(forBoundsChange: newBounds, result: shouldInvalidate))
        if shouldInvalidate { trace(.invalidationContext(forBoundsChange: newBounds)) }
        let context = shouldInvalidate ? layout.invalidationContext(forBoundsChange: newBounds) : nil
        bounds = newBounds
        if let context { layout.invalidateLayout(with: context) }
    }

    /// `prepare()`, traced and counted: every kind of pass (layout, update, transition) prepares so.
    func prepare(_ layout: CollectionViewLayout) {
        trace(.prepare)
        layout.prepare()
        layout.didPrepare()
        statistics.prepareCalls += 1
    }

    /// The pass's elements with their keys, each key once in the layout's order (a layout that returns
    /// an element twice shows it once, as UIKit does: the first attributes win), also kept in
    /// `attributesInPass` for dequeues. For update and transition passes; a layout pass matches
    /// elements to the views on screen instead (`matchElements(_:)`).
    func collectElementsInPass(_ attributes: [CollectionViewLayoutAttributes]) -> [(key: ElementKey, attributes: CollectionViewLayoutAttributes)] {
        var elements: [(key: ElementKey, attributes: CollectionViewLayoutAttributes)] = []
        elements.reserveCapacity(attributes.count)
        var seen = Set<ElementKey>(minimumCapacity: attributes.count)
        for item in attributes {
            let key = ElementKey(item)
            if seen.insert(key).inserted { elements.append((key, item)) } else { reportDuplicate(item) }
        }
        attributesInPass = LayoutPassAttributes(keys: elements.map(\.key), attributes: elements.map(\.attributes))
        return elements
    }

    /// The elements of a layout pass, position by position: their keys, their attributes, and the
    /// views already showing them (nil for an element coming on screen). Three arrays rather than one
    /// of tuples: the keys and attributes go on as they are (`LayoutPassAttributes`, `displayOrder`).
    private struct PassElements {
        var keys: [ElementKey] = []
        var attributes: [CollectionViewLayoutAttributes] = []
        var views: [CollectionReusableView?] = []

        init(capacity: Int) {
            keys.reserveCapacity(capacity)
            attributes.reserveCapacity(capacity)
            views.reserveCapacity(capacity)
        }

        mutating func append(_ key: ElementKey, _ attributes: CollectionViewLayoutAttributes, _ view: CollectionReusableView?) {
            keys.append(key)
            self.attributes.append(attributes)
            views.append(view)
        }
    }

    /// Each distinct element of `attributes` with the view on screen that shows it (nil for an element
    /// coming on screen), in the layout's order; marks every kept view with this pass's number.
    ///
    /// A scroll mostly returns the elements on screen in the same order, less a few at the start and
    /// more at the end, so each element is first looked for a few places after the last match: as
    /// the very object the view there was given, unchanged, or else by key (an equality check, no
    /// hashing); only an element out of that order is looked up by key. A key seen earlier in the
    /// pass (its view already marked, or among the new ones) is a duplicate and dropped.
    private func matchElements(_ attributes: [CollectionViewLayoutAttributes]) -> PassElements {
        layoutPassNumber &+= 1
        let pass = layoutPassNumber
        let onScreen = viewsOnScreen
        var cursor = updateState.disappearing.count
        let lookahead = 4
        var elements = PassElements(capacity: attributes.count)
        var arriving = Set<ElementKey>()
        for item in attributes {
            // The next view on screen shows this very object, unchanged: the same element, found
            // without even building its key.
            if cursor < onScreen.count, let source = onScreen[cursor].view.appliedSource,
               source.attributes === item, source.generation == item.generation {
                let (key, view) = onScreen[cursor]
                cursor += 1
                guard view.keptInPass != pass else {
                    reportDuplicate(item)
                    continue
                }
                view.keptInPass = pass
                elements.append(key, item, view)
                continue
            }
            let key = ElementKey(item)
            var view: CollectionReusableView?
            var probe = cursor
            while probe < min(cursor + lookahead, onScreen.count) {
                if onScreen[probe].key == key {
                    view = onScreen[probe].view
                    cursor = probe + 1
                    break
                }
                probe += 1
            }
            if view == nil { view = visibleViews[key] }
            if let view {
                guard view.keptInPass != pass else {
                    reportDuplicate(item)
                    continue
                }
                view.keptInPass = pass
            } else if !arriving.insert(key).inserted {
                reportDuplicate(item)
                continue
            }
            elements.append(key, item, view)
        }
        return elements
    }

    func updateVisibleViews(with attributes: [CollectionViewLayoutAttributes]) {
        let elements = matchElements(attributes)
        let pass = layoutPassNumber
        // Views leave before new ones are made, so the new ones can reuse them. By index: binding
        // each entry would copy its key, and only the few views that leave need it.
        let onScreen = viewsOnScreen
        for index in onScreen.indices.dropFirst(updateState.disappearing.count) where onScreen[index].view.keptInPass != pass {
            let (key, view) = onScreen[index]
            visibleViews.removeValue(forKey: key)
            cancelAnimation(of: view, interrupted: false)
            endDisplaying(view, key: key)
        }
        // The keys array is shared with `displayOrder`, not copied.
        let keys = elements.keys
        attributesInPass = LayoutPassAttributes(keys: keys, attributes: elements.attributes)
        var shown: [(key: ElementKey, view: CollectionReusableView)] = []
        shown.reserveCapacity(keys.count)
        // A loop instead of `map`: a main-actor closure checks its executor on every call.
        for position in keys.indices {
            let key = keys[position], item = elements.attributes[position]
            if let view = elements.views[position] {
                // An update animation under way heads for the new attributes instead of jumping there.
                if !retargetAnimation(of: view, to: item) { applyIfChanged(item, to: view) }
                shown.append((key, view))
            } else {
                attributesInPass.making = position
                let view = makeView(for: key, attributes: item)
                applyIfChanged(item, to: view)
                askPreferredAttributes(of: view, original: item)
                view.keptInPass = pass
                visibleViews[key] = view
                willDisplay(view, key: key)
                shown.append((key, view))
            }
        }
        displayOrder = keys
        attributesInPass = LayoutPassAttributes()
        statistics.visibleElements = shown.count
        // What the next frame draws and the next pass starts from, without looking a view up again.
        let disappearing = updateState.disappearing
        viewsOnScreenCache = disappearing.isEmpty ? shown : disappearing + shown
    }

    /// Sets the view's geometry from `attributes` and calls `apply(_:)`, unless the view already has
    /// equal attributes (UIKit skips the apply in that case too). Even then the geometry is set if
    /// anything moved the view since the last pass placed it: an update animation stopped midway
    /// (its view scrolled off, then reused for the same element) left the view where the animation
    /// was, not where its attributes say.
    func applyIfChanged(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        let mirror = layoutMirrorWidth
        if view.layoutMirrorWidth != mirror {
            // The direction or the content's width changed: place the view again in the new space.
            view.layoutMirrorWidth = mirror
            view.appliedLayoutAttributes = nil
        }
        if isUnchangedSource(attributes, of: view) {
            guard view.appliedSource?.placed != view.geometryChanges else { return }
            ViewPresentation(attributes).apply(to: view)
            view.appliedSource?.placed = view.geometryChanges
            return
        }
        if let applied = view.appliedLayoutAttributes, applied.isEquivalent(to: attributes) {
            ViewPresentation(attributes).apply(to: view)
            view.appliedSource = (attributes, attributes.generation, view.geometryChanges)
            return
        }
        let copy = attributes.copy() as! CollectionViewLayoutAttributes
        view.center = mirror.map { CGPoint(x: $0 - copy.center.x, y: copy.center.y) } ?? copy.center
        view.bounds = CGRect(origin: view.bounds.origin, size: copy.size)
        view.placeTransform(copy.syncedTransform)
        view.alpha = copy.alpha
        // Only when the layout's own flag changes: a view the app hid in its registration handler (a
        // badge with no count, as Apple's sample hides it) stays hidden across later passes.
        if view.appliedLayoutAttributes?.isHidden != copy.isHidden { view.isHidden = copy.isHidden }
        view.zPosition = CGFloat(copy.zIndex)
        view.appliedLayoutAttributes = copy
        // Recorded before `apply(_:)`: geometry a subclass sets there is replaced by the attributes'
        // at the next pass, as it always was.
        view.appliedSource = (attributes, attributes.generation, view.geometryChanges)
        // UIKit hands `apply(_:)` the attributes in the collection view's space (mirrored right to left).
        view.apply(mirror.map { mirrored(copy.copy() as! CollectionViewLayoutAttributes, across: $0) } ?? copy)
    }

    /// Whether `attributes` is the plain object the view's attributes came from, unchanged since (no
    /// property set): then they are still equal. A subclass's own properties are not tracked, so
    /// subclasses are always compared.
    private func isUnchangedSource(_ attributes: CollectionViewLayoutAttributes, of view: CollectionReusableView) -> Bool {
        guard let source = view.appliedSource, source.attributes === attributes else { return false }
        return source.generation == attributes.generation && type(of: attributes) == CollectionViewLayoutAttributes.self
    }

    func makeView(for key: ElementKey, attributes: CollectionViewLayoutAttributes) -> CollectionReusableView {
        switch key.category {
        case .cell:
            guard let dataSource else { return CollectionViewCell(frame: attributes.frame) }
            let dataIndexPath = dataIndexPath(forDisplayed: key.indexPath)
            trace(.cellForItem(at: dataIndexPath))
            let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath)
            if cell.reuseIdentifier == nil { UsageError.report(.viewNotDequeued(role: "cell")) }
            if cell.keptInPass == layoutPassNumber { reportSharedView(cell, for: attributes) }
            applyItemState(to: cell, at: dataIndexPath, displayedAt: key.indexPath)
            return cell
        case .supplementaryView:
            let kind = key.kind ?? ""
            guard let dataSource else { return CollectionReusableView(frame: attributes.frame) }
            trace(.viewForSupplementaryElement(kind: kind, at: key.indexPath))
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            if view.reuseIdentifier == nil { UsageError.report(.viewNotDequeued(role: "supplementary view of kind \"\(kind)\"")) }
            if view.keptInPass == layoutPassNumber { reportSharedView(view, for: attributes) }
            return view
        case .decorationView:
            return dequeueDecorationView(ofKind: key.kind ?? "")
        }
    }

    func willDisplay(_ view: CollectionReusableView, key: ElementKey) {
        switch key.category {
        case .cell:
            if collectionDelegate != nil { trace(.willDisplayCell(at: key.indexPath)) }
            collectionDelegate?.collectionView(self, willDisplay: view as! CollectionViewCell, forItemAt: key.indexPath)
        case .supplementaryView:
            if collectionDelegate != nil { trace(.willDisplaySupplementaryView(kind: key.kind ?? "", at: key.indexPath)) }
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            break
        }
    }

    /// Takes a view off screen: tells the delegate, then puts the view in its reuse queue.
    func endDisplaying(_ view: CollectionReusableView, key: ElementKey) {
        switch key.category {
        case .cell:
            if collectionDelegate != nil { trace(.didEndDisplayingCell(at: key.indexPath)) }
            collectionDelegate?.collectionView(self, didEndDisplaying: view as! CollectionViewCell, forItemAt: key.indexPath)
        case .supplementaryView:
            if collectionDelegate != nil { trace(.didEndDisplayingSupplementaryView(kind: key.kind ?? "", at: key.indexPath)) }
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            break
        }
        let identifier = key.category == .decorationView ? (key.kind ?? "") : (view.reuseIdentifier ?? "")
        // No longer kept by any pass: dequeued again in this pass it is a new view, not a shared one.
        view.keptInPass = 0
        reuseQueue.enqueue(view, for: ReuseQueue.Key(category: key.category, kind: key.kind, identifier: identifier))
    }
}

extension CGRect {
    /// Whether the rectangles share some area. Linux Foundation's `intersects` also counts rectangles
    /// that only touch along an edge; an element that merely touches the visible rect shows nothing.
    func overlapsWithArea(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
