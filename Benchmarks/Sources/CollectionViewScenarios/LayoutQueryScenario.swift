import Foundation
import TermCollectionView

/// `layoutAttributesForElements(in:)` of a prepared flow layout for a viewport-sized rectangle in
/// the middle of the content: the question a layout answers on every frame. Only the query is
/// measured; `prepare()` runs once, here in setup.
@MainActor
public final class LayoutQueryScenario: FrameScenario {
    private let dataSource: TextDataSource
    private let delegate: SizingDelegate?
    private let collectionView: CollectionView
    private let layout: CollectionViewFlowLayout
    private let rect: CGRect
    public let elementsOnScreen: Int

    /// With `delegateSizes`, a `SizingDelegate` sizes every item, so `prepare()` (run here, once)
    /// builds per-item lines; without, the layout stays on its uniform arithmetic grid.
    public init(itemCount: Int, delegateSizes: Bool) {
        dataSource = TextDataSource(itemCount: itemCount)
        delegate = delegateSizes ? SizingDelegate() : nil
        layout = BenchmarkGeometry.makeGridLayout()
        collectionView = BenchmarkGeometry.makeCollectionView(layout: layout, dataSource: dataSource, delegate: delegate)
        // From the line of the middle item down: the same lines, so the same elements, at every count.
        let middleItem = layout.layoutAttributesForItem(at: IndexPath(item: itemCount / 2, section: 0))
        rect = CGRect(origin: CGPoint(x: 0, y: middleItem?.frame.minY ?? 0), size: BenchmarkGeometry.viewportSize)
        elementsOnScreen = layout.layoutAttributesForElements(in: rect)?.count ?? 0
        precondition(elementsOnScreen > 0, "no elements in \(rect): the benchmark would measure nothing")
    }

    public func run() {
        keepAlive(layout.layoutAttributesForElements(in: rect))
    }
}
