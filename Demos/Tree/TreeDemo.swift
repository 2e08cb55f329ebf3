import Foundation
import TermCanvas
import TermCollectionView

extension Demo {
    /// The class-hierarchy tree of the programming guide's worked example: a custom layout with
    /// connector lines as supplementary views.
    public static let tree = Demo(
        name: "tree",
        summary: "Custom layout: UIKit/Foundation class tree, one level per column, connector views; c aligns parents"
    ) { clock in
        TreeDemo.makeHost(clock: clock)
    }
}

/// Builds the tree demo as a UIKit screen would: the custom layout and its own data source, registered
/// cell and connector classes, the collection view's data source.
@MainActor
enum TreeDemo {
    /// The root class, `NSObject`.
    static let root = IndexPath(item: 0, section: 0)

    static func makeHost(clock: FrameClock, hierarchy: ClassHierarchy = ClassHierarchyData.hierarchy) -> CollectionViewHost {
        let layout = ClassTreeLayout()
        let layoutSource = ClassHierarchyLayoutSource(hierarchy: hierarchy)
        layout.customDataSource = layoutSource
        let collectionView = ClassTreeCollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(ClassNameCell.self, forCellWithReuseIdentifier: ClassHierarchyDataSource.cellIdentifier)
        collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: ClassTreeLayout.connectionViewKind,
                                withReuseIdentifier: ClassHierarchyDataSource.connectorIdentifier)
        let dataSource = ClassHierarchyDataSource(hierarchy: hierarchy)
        collectionView.dataSource = dataSource
        let host = CollectionViewHost(collectionView: collectionView, title: "tree", clock: clock)
        host.retainedObjects = [dataSource, layoutSource]
        host.keyCommands = [
            KeyCommand(input: "c", title: "parents centred on subtree / aligned with first subclass") { [unowned host] in
                layout.parentAlignment = layout.parentAlignment == .centeredOnSubtree ? .firstChild : .centeredOnSubtree
                collectionView.scrollToRoot(animated: false)
                host.statusMessage = layout.parentAlignment == .centeredOnSubtree
                    ? "parents centred on subtree" : "parents on first subclass's row (guide's Fig. 6-3)"
            },
            KeyCommand(input: "r", title: "scroll to the root class (NSObject)") { [unowned host] in
                collectionView.scrollToRoot(animated: true)
                host.statusMessage = "NSObject"
            },
        ]
        return host
    }
}

/// A collection view that opens on the root class. The root sits in the middle of the tree's height,
/// so the first screen would otherwise show only lines; a UIKit screen would call
/// `scrollToItem(at:at:animated:)` once in `viewDidLayoutSubviews`, and this does the same the first
/// time the view gets a size.
final class ClassTreeCollectionView: CollectionView {
    private var hasScrolledToRoot = false

    override var frame: CGRect {
        didSet {
            guard !hasScrolledToRoot, bounds.height > 0, numberOfSections > 0 else { return }
            hasScrolledToRoot = true
            scrollToRoot(animated: false)
        }
    }

    /// Puts the root class at the left edge, vertically centred.
    func scrollToRoot(animated: Bool) {
        scrollToItem(at: TreeDemo.root, at: [.centeredVertically, .left], animated: animated)
    }
}
