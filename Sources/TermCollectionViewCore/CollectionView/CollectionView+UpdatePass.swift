import Foundation

/// The layout pass of a batch update, in UIKit's order:
///
/// 1. `invalidateLayout(with:)` with a context whose `invalidateDataSourceCounts` is `true`;
/// 2. `prepare()`;
/// 3. `prepare(forCollectionViewUpdates:)` with the `CollectionViewUpdateItem`s (deletions, insertions,
///    moves — see `BatchUpdatePlan`);
/// 4. `collectionViewContentSize`;
/// 5. `targetContentOffset(forProposedContentOffset:)` with the current offset kept within the new
///    content — asked before the query because its answer decides which elements are on screen when
///    the animation ends ("to give you the opportunity to change the proposed content offset to use at
///    the end of the animation", Apple's documentation);
/// 6. `layoutAttributesForElements(in:)` for the visible rect;
/// 7. `indexPathsToDelete…`/`indexPathsToInsertForSupplementaryView(ofKind:)` and the decoration
///    variants, for every registered kind;
/// 8. for elements the update inserts (or the layout lists): `initialLayoutAttributesForAppearing…`;
///    for elements it deletes: `finalLayoutAttributesForDisappearing…` with the index path before the
///    update — Apple documents both for "items that are about to be inserted/removed";
/// 9. `finalizeCollectionViewUpdates()`, "within the animation block": after the animations are set
///    up, before they run.
///
/// Views follow their elements: a moved or shifted item keeps its cell and slides; an inserted or
/// reloaded one gets a new view from the data source, starting from its initial attributes; a deleted
/// one animates to its final attributes and then goes to the reuse queue. Elements that only come
/// into view because others moved appear at their final place (the layout before the update is gone
/// once `prepare()` ran, so there is nowhere to start them from).
extension CollectionView {
    func runUpdatePass(_ plan: BatchUpdatePlan, newCounts: [Int], completion: @escaping (Bool) -> Void) {
        let batch = beginAnimationBatch(completion: completion)
        defer { closeAnimationBatch(batch) }
        guard mayBeginLayoutPass() else { return reloadData() }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        statistics.layoutPasses += 1
        let layout = collectionViewLayout
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        cachedItemCounts = newCounts
        prepare(layout)
        trace(.prepareForCollectionViewUpdates(plan.updateItems.map {
            CollectionViewCall.UpdateItem(action: $0.action, before: $0.before, after: $0.after)
        }))
        layout.prepare(forCollectionViewUpdates: plan.updateItems.map {
            CollectionViewUpdateItem(action: $0.action, before: $0.before, after: $0.after)
        })
        let pending = processPendingInvalidation()
        let queried = layOutForAnimation(layout, pending: pending)
        // Selection follows the items, as in UIKit; removed items lose it.
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { plan.removesItem($0) ? nil : plan.newIndexPath(forItem: $0) })
        var update = ElementUpdate(plan: plan, collectionView: self, layout: layout, kinds: updateKinds(layout))
        let animation = View.areAnimationsEnabled ? clock.map { (batch, $0.now) } : nil
        moveViews(to: displayableAttributes(queried, in: bounds), update: &update, animation: animation)
        trace(.finalizeCollectionViewUpdates)
        layout.finalizeCollectionViewUpdates()
    }

    /// The steps an update pass and an animated layout change share after `prepare()`:
    /// `collectionViewContentSize`, `targetContentOffset(forProposedContentOffset:)` with the offset
    /// kept within the new content, and the attributes for the visible rect at that offset.
    func layOutForAnimation(_ layout: CollectionViewLayout, pending: PendingInvalidation) -> [CollectionViewLayoutAttributes] {
        contentSize = scrollableContentSize(adjustedLayoutContentSize(layout, pending: pending))
        trace(.collectionViewContentSize(contentSize))
        let proposed = clampedToContent(contentOffset)
        let target = layout.targetContentOffset(forProposedContentOffset: proposed)
        trace(.targetContentOffsetForProposed(proposed, result: target))
        contentOffset = target
        needsLayout = false
        let visibleRect = bounds
        let returned = layout.layoutAttributesForElements(in: visibleRect) ?? []
        trace(.layoutAttributesForElements(in: visibleRect, count: returned.count))
        boundsAtLastPass = visibleRect
        return requeryInvalidated(returned, keys: pending.elementKeys, layout: layout)
    }

    /// `layout`'s attributes for the element `key` names, traced (an animation's other end).
    func tracedAttributes(for key: ElementKey, in layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: trace(.layoutAttributesForItem(at: key.indexPath))
        case .supplementaryView: trace(.layoutAttributesForSupplementaryView(kind: key.kind ?? "", at: key.indexPath))
        case .decorationView: trace(.layoutAttributesForDecorationView(kind: key.kind ?? "", at: key.indexPath))
        }
        return layout.attributes(for: key)
    }

    /// The supplementary kinds registered on the collection view and the decoration kinds registered
    /// on the layout, each asked for its extra insertions and deletions.
    private func updateKinds(_ layout: CollectionViewLayout) -> (supplementary: [String], decoration: [String]) {
        let shown = displayOrder.filter { $0.category == .supplementaryView }.compactMap(\.kind)
        return (Set(supplementaryClasses.keys).union(shown).sorted(), layout.decorationViewClasses.keys.sorted())
    }

    private func moveViews(to attributes: [CollectionViewLayoutAttributes], update: inout ElementUpdate,
                           animation: (batch: Int, now: Double)?) {
        var carried: [ElementKey: (old: ElementKey, view: CollectionReusableView)] = [:]
        var removed: [(key: ElementKey, view: CollectionReusableView)] = []
        for key in displayOrder {
            guard let view = visibleViews[key] else { continue }
            if let newKey = update.keyAfterUpdate(key) { carried[newKey] = (key, view) } else { removed.append((key, view)) }
        }
        let elements = collectElementsInPass(attributes)
        let keys = elements.map(\.key)
        var shown: [ElementKey: CollectionReusableView] = [:]
        visibleViews = [:]
        for (key, item) in elements {
            if let (_, view) = carried.removeValue(forKey: key) {
                let from = ViewPresentation(view)
                applyIfChanged(item, to: view)
                if let animation, from != ViewPresentation(item) {
                    animate(view, key: key, from: from, to: ViewPresentation(item), removesView: false, batch: animation.batch, now: animation.now)
                }
                shown[key] = view
            } else {
                let view = makeView(for: key, attributes: item)
                applyIfChanged(item, to: view)
                // Asked even without animation, as UIKit asks inside performWithoutAnimation.
                if let initial = update.initialAttributes(for: key), let animation {
                    animate(view, key: key, from: ViewPresentation(initial), to: ViewPresentation(item), removesView: false,
                            batch: animation.batch, now: animation.now)
                }
                shown[key] = view
                willDisplay(view, key: key)
            }
        }
        visibleViews = shown
        displayOrder = keys
        attributesInPass = LayoutPassAttributes()
        statistics.visibleElements = keys.count
        measureSelfSizingViews()
        // Still in the data but off screen now: slide to the new place, then leave.
        for (newKey, entry) in carried.sorted(by: { $0.value.old.indexPath < $1.value.old.indexPath }) {
            disappear(entry.view, key: newKey, to: update.currentAttributes(for: newKey), animation: animation)
        }
        for entry in removed {
            disappear(entry.view, key: entry.key, to: update.finalAttributes(for: entry.key), animation: animation)
        }
    }

    /// Offers every shown view's preferred attributes to the layout. A data change drops a flow
    /// layout's measured sizes (its `invalidateDataSourceCounts` rule), so the views on screen are
    /// measured again, not only new ones; the next pass retargets the animations to the measured frames.
    func measureSelfSizingViews() {
        for key in displayOrder {
            if let view = visibleViews[key], let attributes = view.appliedLayoutAttributes {
                askPreferredAttributes(of: view, original: attributes)
            }
        }
    }

    /// Animates a view that leaves to `final` and queues it for reuse at the end; without an animation
    /// it leaves at once. (Callers ask the layout for `final` either way, as UIKit asks inside
    /// `performWithoutAnimation`.) Without final attributes the view stays as it is for the
    /// animation and then leaves: Apple's documentation of the appearing counterpart, "If you return
    /// nil, the layout object uses the item's final attributes for both the start and end points of
    /// the animation", read for the end of a disappearing element's life.
    func disappear(_ view: CollectionReusableView, key: ElementKey, to final: CollectionViewLayoutAttributes?,
                           animation: (batch: Int, now: Double)?) {
        guard let animation else { return endDisplaying(view, key: key) }
        updateState.disappearing.append((key, view))
        let end = final.map { ViewPresentation($0) } ?? ViewPresentation(view)
        animate(view, key: key, from: ViewPresentation(view), to: end, removesView: true,
                batch: animation.batch, now: animation.now)
    }
}

/// How one batch update treats each element: its key after the update, whether it appears or
/// disappears, and the layout's initial and final attributes for it.
@MainActor
struct ElementUpdate {
    let plan: BatchUpdatePlan
    /// Told each call on the layout, for its `callObserver`.
    let collectionView: CollectionView
    let layout: CollectionViewLayout
    /// Elements the layout asked to delete (keys before the update) and insert (keys after).
    private var extraDeletions: Set<ElementKey> = []
    private var extraInsertions: Set<ElementKey> = []

    init(plan: BatchUpdatePlan, collectionView: CollectionView, layout: CollectionViewLayout,
         kinds: (supplementary: [String], decoration: [String])) {
        self.plan = plan
        self.collectionView = collectionView
        self.layout = layout
        for kind in kinds.supplementary {
            let deleted = layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
            collectionView.trace(.indexPathsToDeleteForSupplementaryView(kind: kind, result: deleted))
            let inserted = layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
            collectionView.trace(.indexPathsToInsertForSupplementaryView(kind: kind, result: inserted))
            extraDeletions.formUnion(deleted.map { ElementKey(category: .supplementaryView, kind: kind, indexPath: $0) })
            extraInsertions.formUnion(inserted.map { ElementKey(category: .supplementaryView, kind: kind, indexPath: $0) })
        }
        for kind in kinds.decoration {
            let deleted = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
            collectionView.trace(.indexPathsToDeleteForDecorationView(kind: kind, result: deleted))
            let inserted = layout.indexPathsToInsertForDecorationView(ofKind: kind)
            collectionView.trace(.indexPathsToInsertForDecorationView(kind: kind, result: inserted))
            extraDeletions.formUnion(deleted.map { ElementKey(category: .decorationView, kind: kind, indexPath: $0) })
            extraInsertions.formUnion(inserted.map { ElementKey(category: .decorationView, kind: kind, indexPath: $0) })
        }
    }

    /// The element's key after the update, or `nil` when the update removes it. Items follow the item
    /// map; supplementary and decoration views follow their section.
    func keyAfterUpdate(_ key: ElementKey) -> ElementKey? {
        switch key.category {
        case .cell:
            guard !plan.removesItem(key.indexPath), let path = plan.newIndexPath(forItem: key.indexPath) else { return nil }
            return ElementKey(category: .cell, kind: nil, indexPath: path)
        case .supplementaryView, .decorationView:
            guard !key.indexPath.isEmpty, !extraDeletions.contains(key), !plan.removedSections.contains(key.indexPath[0]),
                  let section = plan.sectionMap[key.indexPath[0]] else { return nil }
            var path = key.indexPath
            path[0] = section
            return ElementKey(category: key.category, kind: key.kind, indexPath: path)
        }
    }

    /// The layout's starting attributes for an element the update inserts; `nil` for any other.
    func initialAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: guard plan.addsItem(key.indexPath) else { return nil }
        case .supplementaryView, .decorationView: guard isAppearing(key) else { return nil }
        }
        return collectionView.tracedInitialAttributes(for: key, in: layout)
    }

    /// The layout's final attributes for an element the update removes (key before the update).
    func finalAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        collectionView.tracedFinalAttributes(for: key, in: layout)
    }

    /// The layout's attributes for an element that stays in the data (key after the update).
    func currentAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        collectionView.tracedAttributes(for: key, in: layout)
    }

    private func isAppearing(_ key: ElementKey) -> Bool {
        extraInsertions.contains(key) || (!key.indexPath.isEmpty && plan.addedSections.contains(key.indexPath[0]))
    }
}

private typealias Summary = CollectionViewCall.AttributesSummary

extension CollectionView {
    /// The layout's `initialLayoutAttributesForAppearing…` answer for the element `key` names, traced.
    func tracedInitialAttributes(for key: ElementKey, in layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        let kind = key.kind ?? ""
        switch key.category {
        case .cell:
            let initial = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            trace(.initialLayoutAttributesForAppearingItem(at: key.indexPath, result: Summary(initial)))
            return initial
        case .supplementaryView:
            let initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)
            trace(.initialLayoutAttributesForAppearingSupplementaryElement(kind: kind, at: key.indexPath, result: Summary(initial)))
            return initial
        case .decorationView:
            let initial = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
            trace(.initialLayoutAttributesForAppearingDecorationElement(kind: kind, at: key.indexPath, result: Summary(initial)))
            return initial
        }
    }

    /// The layout's `finalLayoutAttributesForDisappearing…` answer for the element `key` names, traced.
    func tracedFinalAttributes(for key: ElementKey, in layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        let kind = key.kind ?? ""
        switch key.category {
        case .cell:
            let final = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
            trace(.finalLayoutAttributesForDisappearingItem(at: key.indexPath, result: Summary(final)))
            return final
        case .supplementaryView:
            let final = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: key.indexPath)
            trace(.finalLayoutAttributesForDisappearingSupplementaryElement(kind: kind, at: key.indexPath, result: Summary(final)))
            return final
        case .decorationView:
            let final = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: key.indexPath)
            trace(.finalLayoutAttributesForDisappearingDecorationElement(kind: kind, at: key.indexPath, result: Summary(final)))
            return final
        }
    }
}
