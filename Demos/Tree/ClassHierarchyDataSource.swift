import Foundation
import TermCollectionView

/// Serves a `ClassHierarchy` to the collection view: one section per level, one cell per class
/// (its name), and a connector view for every class with subclasses.
@MainActor
final class ClassHierarchyDataSource: CollectionViewDataSource {
    static let cellIdentifier = "ClassNameCell"
    static let connectorIdentifier = "ConnectorView"

    let hierarchy: ClassHierarchy

    init(hierarchy: ClassHierarchy) {
        self.hierarchy = hierarchy
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        hierarchy.levels.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        hierarchy.levels[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.text = hierarchy.entry(at: indexPath).name
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.connectorIdentifier, for: indexPath)
    }
}

/// Answers the layout's own questions from the same `ClassHierarchy`: the object the guide says adopts
/// `MyCustomProtocol`. Kept apart from the data source, as the guide keeps the layout independent of it.
@MainActor
final class ClassHierarchyLayoutSource: ClassTreeLayoutDataSource {
    let hierarchy: ClassHierarchy

    init(hierarchy: ClassHierarchy) {
        self.hierarchy = hierarchy
    }

    func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int {
        hierarchy.entry(at: indexPath).numRows
    }

    func indexPathsOfChildrenForClass(at indexPath: IndexPath) -> [IndexPath] {
        hierarchy.indexPathsOfChildren(at: indexPath)
    }
}
