import Foundation

extension CollectionView {
    /// The cells on screen after the last layout pass, in the layout's order.
    public var visibleCells: [CollectionViewCell] {
        displayOrder.filter { $0.category == .cell }.compactMap { visibleViews[$0] as? CollectionViewCell }
    }

    /// The index paths of the cells on screen.
    public var indexPathsForVisibleItems: [IndexPath] {
        displayOrder.filter { $0.category == .cell }.map(\.indexPath)
    }

    /// The visible cell at `indexPath`, or `nil` if that item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? CollectionViewCell
    }

    /// The index path of the item at `point` (content coordinates), asking the layout; `nil` if none.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let point = mirroredAcrossContent(point)
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The index path of a visible cell.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        displayOrder.first { $0.category == .cell && visibleViews[$0] === cell }?.indexPath
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        displayOrder.filter { $0.category == .supplementaryView && $0.kind == elementKind }.compactMap { visibleViews[$0] }
    }

    /// The index paths of the visible supplementary views of `elementKind`.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        displayOrder.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath)
    }

    /// The layout's attributes for the item at `indexPath`, in the collection view's space (a
    /// mirrored copy right to left: `CollectionView+LayoutDirection.swift`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        inCollectionViewSpace(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`, in the
    /// collection view's space.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        inCollectionViewSpace(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// Every view on screen with its element key, in drawing order: ascending `zIndex`, ties in the
    /// order the layout returned them, views still disappearing after a batch update first. This is
    /// what the renderer draws.
    public var viewsInDrawingOrder: [(key: ElementKey, view: CollectionReusableView)] {
        let entries = viewsOnScreen
        // Most layouts give every element the same zIndex: then the order already is the drawing order.
        guard let first = entries.first?.view.zPosition, hasSeveralZPositions(entries, first: first) else {
            return entries
        }
        return entries.enumerated()
            .sorted { ($0.element.view.zPosition, $0.offset) < ($1.element.view.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Whether any entry's zPosition differs from `first`: a loop, because a main-actor closure handed
    /// to `contains(where:)` checks its executor once per element, every frame; by index, because
    /// binding each entry would copy its key (a string and an index path).
    private func hasSeveralZPositions(_ entries: [(key: ElementKey, view: CollectionReusableView)], first: CGFloat) -> Bool {
        for index in entries.indices where entries[index].view.zPosition != first { return true }
        return false
    }

    /// `viewsOnScreenCache`, built when missing.
    var viewsOnScreen: [(key: ElementKey, view: CollectionReusableView)] {
        if let cached = viewsOnScreenCache { return cached }
        var entries = updateState.disappearing
        entries.reserveCapacity(entries.count + displayOrder.count)
        for key in displayOrder {
            if let view = visibleViews[key] { entries.append((key, view)) }
        }
        viewsOnScreenCache = entries
        return entries
    }
}
