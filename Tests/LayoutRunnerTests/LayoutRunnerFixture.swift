import Foundation
import LayoutRunner
import TermApp
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

    /// A window, with the inspector, whose root is an `IndexPathViewController` of `sections` × `items`
    /// showing `layout`, as `tcv run` makes it. The controller's view is loaded.
    static func window(layout: CollectionViewLayout, sections: Int = 1, items: Int, clock: FrameClock) -> Window {
        let controller = IndexPathViewController(collectionViewLayout: layout, sections: sections, items: items)
        controller.title = "fixture"
        controller.loadViewIfNeeded()
        let window = Window(rootViewController: controller, clock: clock)
        window.inspector = Inspector()
        return window
    }
}

extension Window {
    /// The root controller's collection view.
    var collectionView: CollectionView { (rootViewController as! CollectionViewController).collectionView }
}
