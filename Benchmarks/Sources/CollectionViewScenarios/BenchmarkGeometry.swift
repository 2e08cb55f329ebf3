import Foundation
import TermCollectionView

/// The screen every benchmark uses: an 80×24 terminal less its status line, and a 4-column grid of
/// 19×3 cells (4 × 19 + 3 spaces fill 79 of 80 columns), so every item count shows the same
/// number of elements and only the item count changes between the variants of a benchmark.
///
/// Sizes are in cells; `points(_:scale:)` turns them into points for a screen scale, so a scenario
/// run at a phone's scale (`ScrollFrameScenario(scale:)`) shows the same cells and elements.
enum BenchmarkGeometry {
    static let viewportSize = CGSize(width: 80, height: 23)
    static let itemSize = CGSize(width: 19, height: 3)
    /// One keypress of `<Down>` moves the content by one line of items.
    static let rowStep = itemSize.height
    static let headerHeight: CGFloat = 1

    /// A phone's 393 points across the 80 columns, a row two columns tall: 4.9125 × 9.825 points a cell.
    static let phoneScale = ScreenScale(fittingWidth: 393, intoColumns: 80, cellAspect: 2)

    /// `size` cells in points at `scale`.
    static func points(_ size: CGSize, scale: ScreenScale) -> CGSize {
        CGSize(width: size.width * scale.pointsPerColumn, height: size.height * scale.pointsPerRow)
    }

    /// The flow layout of the uniform grid: no delegate sizes, no insets, one space between items.
    @MainActor
    static func makeGridLayout(scale: ScreenScale = .cells) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = points(itemSize, scale: scale)
        layout.minimumInteritemSpacing = scale.pointsPerColumn
        layout.minimumLineSpacing = 0
        return layout
    }

    /// A collection view the size of the viewport, laid out once.
    @MainActor
    static func makeCollectionView(layout: CollectionViewFlowLayout, dataSource: TextDataSource,
                                   delegate: CollectionViewDelegate? = nil, scale: ScreenScale = .cells) -> CollectionView {
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: points(viewportSize, scale: scale)),
                                            collectionViewLayout: layout)
        dataSource.register(in: collectionView)
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        return collectionView
    }
}
