import Foundation

/// Which elements an update inserts and deletes, read from the `CollectionViewUpdateItem`s given to
/// `prepare(forCollectionViewUpdates:)`. A reload counts as a deletion and an insertion; a move as
/// neither (the element slides); an update item whose index path has no item (`NSNotFound`, or one
/// index only) stands for its whole section, as in UIKit.
struct FlowUpdates {
    var insertedItems: Set<IndexPath> = []
    var deletedItems: Set<IndexPath> = []
    var insertedSections: Set<Int> = []
    var deletedSections: Set<Int> = []

    @MainActor
    init(_ updateItems: [CollectionViewUpdateItem]) {
        for update in updateItems {
            switch update.updateAction {
            case .insert: insert(update.indexPathAfterUpdate)
            case .delete: delete(update.indexPathBeforeUpdate)
            case .reload:
                delete(update.indexPathBeforeUpdate)
                insert(update.indexPathAfterUpdate)
            case .move, .none: break
            }
        }
    }

    func isInserted(_ indexPath: IndexPath) -> Bool {
        insertedSections.contains(indexPath.section) || insertedItems.contains(indexPath)
    }

    func isDeleted(_ indexPath: IndexPath) -> Bool {
        deletedSections.contains(indexPath.section) || deletedItems.contains(indexPath)
    }

    private mutating func insert(_ indexPath: IndexPath?) {
        guard let indexPath else { return }
        if Self.isSection(indexPath) { insertedSections.insert(indexPath[0]) } else { insertedItems.insert(indexPath) }
    }

    private mutating func delete(_ indexPath: IndexPath?) {
        guard let indexPath else { return }
        if Self.isSection(indexPath) { deletedSections.insert(indexPath[0]) } else { deletedItems.insert(indexPath) }
    }

    private static func isSection(_ indexPath: IndexPath) -> Bool {
        indexPath.count < 2 || indexPath.item == NSNotFound
    }
}

/// The starting and final attributes of appearing and disappearing elements: UIKit's flow layout
/// answers with the element's attributes, faded out (alpha 0) when the update inserts or deletes it —
/// its default cross-fade. Subclasses start from `super` and change alpha or transform (the pattern of
/// Apple's WWDC 2012 "Advanced Collection Views and Building Custom Layouts" and the common
/// Stack Overflow answer that calls `super.initialLayoutAttributesForAppearingItem(at:)` and only
/// changes inserted items); PSTCollectionView, an open re-implementation, also fades exactly the
/// inserted and deleted elements.
///
/// The collection view calls these hooks between `prepare(forCollectionViewUpdates:)` and
/// `finalizeCollectionViewUpdates()` while it animates batch updates (see `CollectionView+UpdatePass`),
/// and during an animated bounds change, when the starting attributes are those before the resize
/// (see `CollectionView+AnimatedBoundsChange`);
/// a layout or test may also call them directly. Every call returns a
/// fresh copy that the caller may mutate. (The `open` overrides live in the class body, which Swift
/// requires; these are their bodies.)
extension CollectionViewFlowLayout {
    func initialAttributes(forItemAt indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        if let before = beforeBoundsChange({ attributesForItem(at: indexPath, model: $0) }) { return before }
        let attributes = layoutAttributesForItem(at: indexPath)
        if updatesInProgress?.isInserted(indexPath) == true { attributes?.alpha = 0 }
        return attributes
    }

    func finalAttributes(forItemAt indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard updatesInProgress?.isDeleted(indexPath) == true else { return layoutAttributesForItem(at: indexPath) }
        let attributes = beforeDataChange { attributesForItem(at: indexPath, model: $0) }
        attributes?.alpha = 0
        return attributes
    }

    func initialAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        if let before = beforeBoundsChange({ attributesForSupplementaryView(ofKind: kind, at: indexPath, model: $0) }) { return before }
        let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        if updatesInProgress?.insertedSections.contains(indexPath.section) == true { attributes?.alpha = 0 }
        return attributes
    }

    func finalAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard updatesInProgress?.deletedSections.contains(indexPath.section) == true else {
            return layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
        let attributes = beforeDataChange { attributesForSupplementaryView(ofKind: kind, at: indexPath, model: $0) }
        attributes?.alpha = 0
        return attributes
    }

    /// During an animated bounds change, the answer from the model as it was before the resize (nil
    /// for an element it did not have: that one appears in place).
    private func beforeBoundsChange(
        _ attributes: (FlowLayoutModel) -> CollectionViewLayoutAttributes?
    ) -> CollectionViewLayoutAttributes? {
        guard isAnimatingBoundsChange, let modelBeforeBoundsChange else { return nil }
        return attributes(modelBeforeBoundsChange)
    }

    /// The answer from the model as it was before the data changed, or — when no data change preceded
    /// the update, or that model has no such element — from the current one.
    private func beforeDataChange(
        _ attributes: (FlowLayoutModel) -> CollectionViewLayoutAttributes?
    ) -> CollectionViewLayoutAttributes? {
        modelBeforeDataChange.flatMap(attributes) ?? attributes(model)
    }
}
