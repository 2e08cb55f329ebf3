import Foundation
import LayoutRunner
import TermCanvas
import TermCollectionView

/// A flow layout of 10×3 cells with no spacing, so four items fill a 40-column row and every frame is
/// a multiple of the item size: item n sits at x = 10·(n mod 4), y = 3·(n div 4).
@MainActor
enum LayoutRunnerFixture {
    static func flowLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 3)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.sectionInset = .zero
        return layout
    }

    /// A host of `layout` with an `IndexPathDataSource` of `sections` × `items`.
    static func host(layout: CollectionViewLayout, sections: Int = 1, items: Int, clock: FrameClock) -> CollectionViewHost {
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        let dataSource = IndexPathDataSource(sections: sections, items: items, registeringOn: collectionView)
        collectionView.dataSource = dataSource
        let host = CollectionViewHost(collectionView: collectionView, title: "fixture", clock: clock)
        host.retainedObjects = [dataSource]
        return host
    }
}
