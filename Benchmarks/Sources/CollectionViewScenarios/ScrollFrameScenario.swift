import Foundation
import TermCollectionView

/// One frame of keyboard scrolling, as the terminal host runs it: move `contentOffset` one line,
/// run the layout pass (bounds-change invalidation, query, diff, recycle, dequeue, apply) and draw
/// the visible views into a fresh 80×23 canvas. At a screen scale other than one point per cell
/// (`scale`) every length is in points and the frame shows the same cells and elements.
@MainActor
public final class ScrollFrameScenario: FrameScenario {
    private let dataSource: TextDataSource
    private let collectionView: CollectionView
    private var band: ScrollBand
    private let scale: ScreenScale

    /// `sections` sections share `itemCount` items; `pinnedHeaders` gives each a one-line header
    /// that sticks to the top while its section is on screen, which makes every scroll invalidate
    /// the layout.
    public init(itemCount: Int, sections: Int = 1, pinnedHeaders: Bool = false, scale: ScreenScale = .cells) {
        self.scale = scale
        dataSource = TextDataSource(itemCount: itemCount, sections: sections)
        let layout = BenchmarkGeometry.makeGridLayout(scale: scale)
        if pinnedHeaders {
            layout.headerReferenceSize = BenchmarkGeometry.points(
                CGSize(width: BenchmarkGeometry.viewportSize.width, height: BenchmarkGeometry.headerHeight), scale: scale)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        collectionView = BenchmarkGeometry.makeCollectionView(layout: layout, dataSource: dataSource, scale: scale)
        band = ScrollBand(contentLength: layout.collectionViewContentSize.height,
                          viewportLength: collectionView.bounds.height, step: BenchmarkGeometry.rowStep * scale.pointsPerRow)
        precondition(band.steps > 0, "content of \(itemCount) items is too short to scroll")
        collectionView.contentOffset.y = band.offset
        // Two round trips over the band fill the reuse queue, so measured frames recycle views as a
        // running app does instead of creating them.
        for _ in 0..<(4 * band.steps) { run() }
        precondition(elementsOnScreen > 0, "no elements on screen: the benchmark would measure nothing")
    }

    public var elementsOnScreen: Int { collectionView.statistics.visibleElements }

    public func run() {
        collectionView.contentOffset.y = band.advance()
        collectionView.layoutIfNeeded()
        let context = DrawingContext(canvas: .init(size: .init(width: Int(BenchmarkGeometry.viewportSize.width),
                                                               height: Int(BenchmarkGeometry.viewportSize.height))), scale: scale)
        CollectionViewRenderer.render(collectionView, in: context, viewport: context.canvas.bounds)
        keepAlive(context)
    }
}
