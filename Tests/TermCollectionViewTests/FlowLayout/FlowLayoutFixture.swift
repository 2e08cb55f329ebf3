import Foundation
import TermCanvas
import TermCollectionView
import XCTest

/// Supplies `itemCounts` items, plain cells, and headers/footers of any kind.
@MainActor
final class FlowTestDataSource: CollectionViewDataSource {
    var itemCounts: [Int]

    init(_ itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
}

/// A flow delegate that answers section metrics (falling back to the layout's properties) but does
/// not implement `sizeForItemAt`, so the layout must take its uniform path. Counts its calls.
@MainActor
final class SectionMetricsDelegate: CollectionViewDelegateFlowLayout {
    var insets: [Int: EdgeInsets] = [:]
    var lineSpacings: [Int: CGFloat] = [:]
    var interitemSpacings: [Int: CGFloat] = [:]
    var headerSizes: [Int: CGSize] = [:]
    var footerSizes: [Int: CGSize] = [:]
    private(set) var insetCalls = 0

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets {
        insetCalls += 1
        return insets[section] ?? flow(collectionViewLayout).sectionInset
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        lineSpacings[section] ?? flow(collectionViewLayout).minimumLineSpacing
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        interitemSpacings[section] ?? flow(collectionViewLayout).minimumInteritemSpacing
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headerSizes[section] ?? flow(collectionViewLayout).headerReferenceSize
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        footerSizes[section] ?? flow(collectionViewLayout).footerReferenceSize
    }

    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout {
        layout as! CollectionViewFlowLayout
    }
}

/// A flow delegate that sizes every item itself. Counts its calls.
@MainActor
final class ItemSizingDelegate: CollectionViewDelegateFlowLayout {
    var sizeForItem: (IndexPath) -> CGSize
    private(set) var sizeCalls = 0

    init(_ sizeForItem: @escaping (IndexPath) -> CGSize) {
        self.sizeForItem = sizeForItem
    }

    convenience init(sizes: [[CGSize]]) {
        self.init { sizes[$0.section][$0.item] }
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeCalls += 1
        return sizeForItem(indexPath)
    }
}

/// A real collection view with a flow layout, a data source and (optionally) a delegate, laid out once.
@MainActor
final class FlowFixture {
    let collectionView: CollectionView
    let dataSource: FlowTestDataSource
    /// Kept here because the collection view holds its delegate weakly.
    let delegate: CollectionViewDelegate?

    init(width: CGFloat, height: CGFloat, layout: CollectionViewFlowLayout, itemCounts: [Int],
         delegate: CollectionViewDelegate? = nil, contentInset: EdgeInsets = .zero) {
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        dataSource = FlowTestDataSource(itemCounts)
        self.delegate = delegate
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        collectionView.contentInset = contentInset
        collectionView.delegate = delegate
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    var layout: CollectionViewFlowLayout { collectionView.collectionViewLayout as! CollectionViewFlowLayout }

    /// The frame the layout gives the item.
    func itemFrame(_ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The frame of the cell on screen for the item.
    func cellFrame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func headerFrame(section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    func footerFrame(section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }

    /// The header view on screen for the section.
    func visibleHeader(section: Int) -> CollectionReusableView? {
        collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    /// Scrolls to `offset` and runs the layout pass.
    func scroll(toY y: CGFloat, x: CGFloat = 0) {
        collectionView.contentOffset = CGPoint(x: x, y: y)
        collectionView.layoutIfNeeded()
    }

    /// Every element of the layout, asked one by one: the oracle for `layoutAttributesForElements(in:)`.
    func allElements() -> [CollectionViewLayoutAttributes] {
        var all: [CollectionViewLayoutAttributes] = []
        for section in dataSource.itemCounts.indices {
            let sectionPath = IndexPath(item: 0, section: section)
            if let header = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: sectionPath) {
                all.append(header)
            }
            for item in 0..<dataSource.itemCounts[section] {
                all.append(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!)
            }
            if let footer = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, at: sectionPath) {
                all.append(footer)
            }
        }
        return all
    }
}

/// "cell[0, 3] (x, y, w, h) z0" — one line per element, for comparing element lists.
func describeElements(_ attributes: [CollectionViewLayoutAttributes]) -> [String] {
    attributes.map { "\(ElementKey($0)) \($0.frame) z\($0.zIndex)" }
}
