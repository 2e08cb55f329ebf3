import UIKitCompat

extension Demo {
    /// The class-hierarchy tree of the programming guide's worked example: a custom layout with
    /// connector lines as supplementary views.
    public static let tree = Demo(
        name: "tree",
        summary: "Custom layout: UIKit/Foundation class tree, one level per column, connector views; c aligns parents"
    ) {
        ClassTreeViewController()
    }
}

/// The tree screen as a UIKit screen is built: the custom layout with its own data source (the guide
/// keeps the layout independent of the collection view's data source), registered cell and connector
/// classes, and a first scroll to the root class once the view has a size.
final class ClassTreeViewController: UICollectionViewController {
    /// The root class, `NSObject`.
    static let root = IndexPath(item: 0, section: 0)

    private let classes: ClassHierarchyDataSource
    private let layoutSource: ClassHierarchyLayoutSource
    private var hasScrolledToRoot = false

    private var treeLayout: ClassTreeLayout? {
        collectionView.collectionViewLayout as? ClassTreeLayout
    }

    init(hierarchy: ClassHierarchy = ClassHierarchyData.hierarchy) {
        classes = ClassHierarchyDataSource(hierarchy: hierarchy)
        layoutSource = ClassHierarchyLayoutSource(hierarchy: hierarchy)
        let layout = ClassTreeLayout()
        layout.customDataSource = layoutSource
        super.init(collectionViewLayout: layout)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "tree"
        collectionView.register(ClassNameCell.self, forCellWithReuseIdentifier: ClassHierarchyDataSource.cellIdentifier)
        collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: ClassTreeLayout.connectionViewKind,
                                withReuseIdentifier: ClassHierarchyDataSource.connectorIdentifier)
        collectionView.dataSource = classes
    }

    /// The root sits in the middle of the tree's height, so the first screen would otherwise show only
    /// lines: scroll to it once, the first time the view has a size.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !hasScrolledToRoot, collectionView.bounds.height > 0, collectionView.numberOfSections > 0 else { return }
        hasScrolledToRoot = true
        scrollToRoot(animated: false)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "c", title: "parents centred on subtree / aligned with first subclass") { [unowned self] in
                guard let layout = treeLayout else { return }
                layout.parentAlignment = layout.parentAlignment == .centeredOnSubtree ? .firstChild : .centeredOnSubtree
                scrollToRoot(animated: false)
                statusMessage = layout.parentAlignment == .centeredOnSubtree
                    ? "parents centred on subtree" : "parents on first subclass's row (guide's Fig. 6-3)"
            },
            UIKeyCommand(input: "r", title: "scroll to the root class (NSObject)") { [unowned self] in
                scrollToRoot(animated: true)
                statusMessage = "NSObject"
            },
        ]
    }

    /// Puts the root class at the left edge, vertically centred.
    func scrollToRoot(animated: Bool) {
        collectionView.scrollToItem(at: Self.root, at: [.centeredVertically, .left], animated: animated)
    }
}
