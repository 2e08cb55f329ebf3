import Foundation
import TermCollectionView

/// The first layout pass of a fresh compositional layout plus one visible-rect query in the middle
/// of the content: what a screen pays when it appears (or its layout is replaced). Each run builds a
/// new `CollectionViewCompositionalLayout` (a 4-column grid of 0.25-wide, 3-row items), assigns it,
/// runs `layoutIfNeeded()` (the section provider, `prepare()`, the query for the viewport, dequeuing
/// and configuring the visible cells) and queries an 80×23 rect at the middle item's row.
/// UIKit's compositional layout solves every item in this pass; here a section is one solved group.
@MainActor
public final class CompositionalFirstPassScenario: FrameScenario {
    private let dataSource: TextDataSource
    private let collectionView: CollectionView
    private let itemCount: Int
    public private(set) var elementsOnScreen = 0

    public init(itemCount: Int) {
        self.itemCount = itemCount
        dataSource = TextDataSource(itemCount: itemCount)
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: BenchmarkGeometry.viewportSize),
                                        collectionViewLayout: Self.makeLayout())
        dataSource.register(in: collectionView)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        elementsOnScreen = pass()
        precondition(elementsOnScreen > 0, "the first pass showed nothing: the benchmark would measure nothing")
    }

    static func makeLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                         heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(BenchmarkGeometry.rowStep)),
            subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    /// One first pass and one middle query; returns the cells shown plus the elements the query found.
    private func pass() -> Int {
        let layout = Self.makeLayout()
        collectionView.collectionViewLayout = layout
        collectionView.layoutIfNeeded()
        let middle = layout.layoutAttributesForItem(at: IndexPath(item: itemCount / 2, section: 0))?.frame.minY ?? 0
        let queried = layout.layoutAttributesForElements(in: CGRect(origin: CGPoint(x: 0, y: middle), size: BenchmarkGeometry.viewportSize))
        return collectionView.visibleCells.count + (queried?.count ?? 0)
    }

    public func run() {
        keepAlive(pass())
    }
}
