import Foundation

/// The flow model is built lazily: whenever a property change or an invalidation made it stale, the
/// next query (or `prepare()`) rebuilds it from the properties' current values.
///
/// That is what lets a subclass change `itemSize` or `sectionInset` inside `prepare()` after
/// `super.prepare()` and see the change in the same layout pass, as on iOS, without a second
/// `prepare()`: the setter's invalidation is consumed by the pass under way (the collection view
/// clears the layout's invalid mark when `prepare()` returns), and the rebuild happens when the pass
/// reads `collectionViewContentSize`. Scrolling sets neither flag, so it never rebuilds.
extension CollectionViewFlowLayout {
    /// The current model, rebuilt first if an invalidation made it stale.
    var model: FlowLayoutModel {
        updateModelIfNeeded()
        return builtModel
    }

    /// Rebuilds the model if `needsDelegateMetrics` or `needsLineLayout` is set: asks the delegate
    /// again for the first, only re-places lines from the known metrics for the second.
    func updateModelIfNeeded() {
        guard needsDelegateMetrics || needsLineLayout, !isBuildingModel else { return }
        guard let collectionView else {
            builtModel = .empty
            return
        }
        isBuildingModel = true
        defer { isBuildingModel = false }
        let axis = ScrollAxis(scrollDirection)
        let refetch = needsDelegateMetrics || builtModel.axis != axis
        needsDelegateMetrics = false
        needsLineLayout = false
        let metrics = applyingMeasuredSizes(refetch ? fetchSectionMetrics(from: collectionView, axis: axis) : builtModel.metrics)
        builtModel = FlowLayoutModel(axis: axis, dimension: Self.dimension(of: collectionView, axis: axis), metrics: metrics)
        preparedBoundsSize = collectionView.bounds.size
    }

    /// The content's length across the scroll axis: the bounds less the adjusted content insets.
    static func dimension(of collectionView: CollectionView, axis: ScrollAxis) -> CGFloat {
        let inset = collectionView.adjustedContentInset
        let size = collectionView.bounds.size
        return axis.scrollsVertically ? size.width - inset.horizontal : size.height - inset.vertical
    }
}
