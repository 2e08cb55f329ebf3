import Foundation
import TermCanvas
import TermCollectionView

/// The modern demo's outline screen, as Apple's sample builds its "Outline" list: a sidebar list fed
/// by a diffable data source whose one section is a section snapshot; parents carry a header-style
/// outline disclosure, so Enter on one (or a click) expands or collapses it.
@MainActor
final class ModernOutline {
    /// A node of the outline, identified by its title.
    struct Node: Hashable {
        let title: String
        let children: [Node]

        init(_ title: String, _ children: [Node] = []) {
            self.title = title
            self.children = children
        }

        static func == (lhs: Node, rhs: Node) -> Bool { lhs.title == rhs.title }
        func hash(into hasher: inout Hasher) { hasher.combine(title) }
    }

    static let tree: [Node] = [
        Node("Compositional Layout", [
            Node("Getting Started", [Node("Grid"), Node("Inset Items Grid"), Node("Two-Column Grid")]),
            Node("Advanced Layouts", [Node("Badges"), Node("Nested Groups"), Node("Orthogonal Sections")]),
        ]),
        Node("Diffable Data Source", [Node("Mountains Search"), Node("Settings: Wi-Fi"), Node("Insertion Sort")]),
        Node("Lists", [Node("Simple List"), Node("Outline"), Node("Emoji Explorer")]),
    ]

    static var layout: CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .sidebar))
    }

    private(set) var dataSource: CollectionViewDiffableDataSource<Int, Node>?

    /// Becomes `collectionView`'s data source and shows the roots, the first one expanded.
    func install(on collectionView: CollectionView) {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Node> { cell, _, node in
            var content = node.children.isEmpty ? cell.defaultContentConfiguration() : ListContentConfiguration.sidebarHeader()
            content.text = node.title
            cell.contentConfiguration = content
            cell.accessories = node.children.isEmpty ? [] : [.outlineDisclosure(options: .init(style: .header))]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Node>(collectionView: collectionView) { collectionView, indexPath, node in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: node)
        }
        // The previous screen's counts are gone: start from the new data source's empty data.
        collectionView.reloadData()
        var snapshot = NSDiffableDataSourceSectionSnapshot<Node>()
        add(Self.tree, to: nil, in: &snapshot)
        snapshot.expand([Self.tree[0]])
        dataSource.apply(snapshot, to: 0, animatingDifferences: false)
        self.dataSource = dataSource
    }

    private func add(_ nodes: [Node], to parent: Node?, in snapshot: inout NSDiffableDataSourceSectionSnapshot<Node>) {
        snapshot.append(nodes, to: parent)
        for node in nodes where !node.children.isEmpty { add(node.children, to: node, in: &snapshot) }
    }
}
