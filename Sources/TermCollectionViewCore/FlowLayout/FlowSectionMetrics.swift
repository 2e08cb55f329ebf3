import Foundation

/// What the delegate (or the layout's own properties) said about one section: the input of line
/// building. Fetched in `prepare()` only when delegate metrics were invalidated, so a relayout that
/// keeps them (`invalidateFlowLayoutAttributes` alone) asks the delegate nothing.
struct FlowSectionMetrics: Equatable, Sendable {
    var itemCount: Int
    var insets: AxisInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    /// Header length along the scroll axis; 0 means no header.
    var headerLength: CGFloat
    /// Footer length along the scroll axis; 0 means no footer.
    var footerLength: CGFloat
    /// How the items are sized.
    var itemSizes: ItemSizes

    enum ItemSizes: Equatable, Sendable {
        /// Every item has this size: no per-item storage at all.
        case uniform(CGSize)
        /// One size per item, from the delegate, not all equal.
        case individual([CGSize])

        /// One size per item, expanded from either case.
        func expanded(count: Int) -> [CGSize] {
            switch self {
            case .uniform(let size): Array(repeating: size, count: count)
            case .individual(let sizes): sizes
            }
        }

        /// Uniform when every size is equal, which is also when UIKit lays the last line out as a
        /// full one (see `UniformGrid`).
        init(_ sizes: [CGSize]) {
            guard let first = sizes.first else {
                self = .uniform(.zero)
                return
            }
            if sizes.allSatisfy({ $0 == first }) {
                self = .uniform(first)
            } else {
                self = .individual(sizes)
            }
        }
    }
}

extension CollectionViewFlowLayout {
    /// Asks the delegate — or reads the layout's properties where the delegate is silent — for every
    /// section's metrics. Item sizes are asked one by one only if the delegate implements
    /// `collectionView(_:layout:sizeForItemAt:)`, found out with one probe call (see
    /// `defaultItemSizeWasUsed`); each item is asked exactly once.
    func fetchSectionMetrics(from collectionView: CollectionView, axis: ScrollAxis) -> RunLengthArray<FlowSectionMetrics> {
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let probe = delegate.flatMap { probeDelegateItemSizing($0, collectionView: collectionView, counts: counts) }
        let boundary = sectionInsetBoundary(in: collectionView)
        func metrics(ofSection section: Int) -> FlowSectionMetrics {
            let itemSizes: FlowSectionMetrics.ItemSizes
            if let delegate, let probe {
                itemSizes = FlowSectionMetrics.ItemSizes((0..<counts[section]).map { item in
                    if section == probe.section && item == 0 { return probe.size }
                    return delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                })
            } else {
                itemSizes = .uniform(isSelfSizing ? selfSizingEstimate : itemSize)
            }
            return FlowSectionMetrics(
                itemCount: counts[section],
                insets: axis.insets(measuredSectionInset(
                    delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                    from: boundary, axis: axis)),
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                headerLength: axis.scrollLength(of: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize),
                footerLength: axis.scrollLength(of: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize),
                itemSizes: itemSizes
            )
        }
        var result = RunLengthArray<FlowSectionMetrics>()
        for section in counts.indices { result.append(metrics(ofSection: section)) }
        return result
    }

    /// Asks the size of the first item of the first non-empty section. Returns it when the delegate
    /// answered itself, `nil` when the protocol's default answered — UIKit's
    /// `respondsToSelector:` check, done without the Objective-C runtime.
    private func probeDelegateItemSizing(
        _ delegate: CollectionViewDelegateFlowLayout, collectionView: CollectionView, counts: [Int]
    ) -> (section: Int, size: CGSize)? {
        guard let section = counts.firstIndex(where: { $0 > 0 }) else { return nil }
        defaultItemSizeWasUsed = false
        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        return defaultItemSizeWasUsed ? nil : (section, size)
    }
}
