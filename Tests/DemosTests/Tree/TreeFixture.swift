@testable import Demos
import Foundation
import TermCollectionView

/// A real collection view running `ClassTreeLayout` over a small tree, with the sources it needs kept
/// alive (the collection view and the layout hold them weakly).
@MainActor
final class TreeFixture {
    /// The tree the hand-computed tests use. Levels (sections) and items:
    ///
    ///     section 0: Root
    ///     section 1: B (no subclasses), A
    ///     section 2: A2 (no subclasses), A1        — A's subclasses
    ///     section 3: A1a, A1b                      — A1's subclasses
    ///
    /// Rows each class and its subclasses need: A1a 1, A1b 1, A1 2, A2 1, A 3, B 1, Root 4.
    /// B and A2 come first in their sections on purpose: a class without subclasses still takes a row,
    /// so the next section's blocks must be moved down to their superclasses (the guide's Figure 6-3).
    nonisolated static let outline = """
        Root
          B
          A
            A2
            A1
              A1a
              A1b
        """

    let collectionView: CollectionView
    let layout: ClassTreeLayout
    let dataSource: ClassHierarchyDataSource
    let layoutSource: ClassTreeLayoutDataSource

    init(outline: String = TreeFixture.outline, size: CGSize = CGSize(width: 40, height: 10),
         layoutSource makeLayoutSource: ((ClassHierarchy) -> ClassTreeLayoutDataSource)? = nil) {
        let hierarchy = ClassHierarchy(root: ClassNode.parse(outline: outline))
        layout = ClassTreeLayout()
        layoutSource = makeLayoutSource?(hierarchy) ?? ClassHierarchyLayoutSource(hierarchy: hierarchy)
        layout.customDataSource = layoutSource
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(ClassNameCell.self, forCellWithReuseIdentifier: ClassHierarchyDataSource.cellIdentifier)
        collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: ClassTreeLayout.connectionViewKind,
                                withReuseIdentifier: ClassHierarchyDataSource.connectorIdentifier)
        dataSource = ClassHierarchyDataSource(hierarchy: hierarchy)
        collectionView.dataSource = dataSource
    }

    /// Scrolls to `offset` and runs the layout pass.
    func scroll(to offset: CGPoint) {
        collectionView.contentOffset = offset
        collectionView.layoutIfNeeded()
    }

    func cellFrame(_ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func connector(_ item: Int, _ section: Int) -> ConnectorLayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: ClassTreeLayout.connectionViewKind, at: IndexPath(item: item, section: section)) as? ConnectorLayoutAttributes
    }

    /// What `layoutAttributesForElements(in:)` returns for `rect`, as "cell s.i" / "connector s.i".
    func elements(in rect: CGRect) -> [String] {
        (layout.layoutAttributesForElements(in: rect) ?? []).map(Self.describe)
    }

    static func describe(_ attributes: CollectionViewLayoutAttributes) -> String {
        let kind = attributes.representedElementCategory == .cell ? "cell" : "connector"
        return "\(kind) \(attributes.indexPath.section).\(attributes.indexPath.item)"
    }
}
