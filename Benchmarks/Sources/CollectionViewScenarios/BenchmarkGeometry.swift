import Foundation
import TermCollectionView

/// The screen every benchmark uses: an 80×24 terminal less its status line, and a 4-column grid of
/// 19×3 cells (4 × 19 + 3 spaces fill 79 of 80 columns), so every item count shows the same
/// number of elements and only the item count changes between the variants of a benchmark.
enum BenchmarkGeometry {
    static let viewportSize = CGSize(width: 80, height: 23)
    static let itemSize = CGSize(width: 19, height: 3)
    /// One keypress of `<Down>` moves the content by one line of items.
    static let rowStep = itemSize.height
    static let headerHeight: CGFloat = 1

    /// The flow layout of the uniform grid: no delegate sizes, no insets, one space between items.
    @MainActor
    static func makeGridLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 0
        return layout
    }

    /// A collection view the size of the viewport, laid out once.
    @MainActor
    static func makeCollectionView(layout: CollectionViewFlowLayout, dataSource: TextDataSource,
                                   delegate: CollectionViewDelegate? = nil) -> CollectionView {
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: viewportSize), collectionViewLayout: layout)
        dataSource.register(in: collectionView)
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        return collectionView
    }
}
