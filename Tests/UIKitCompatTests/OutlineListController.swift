import UIKitCompat

/// An outline in the shape of Apple's "Implementing Modern Collection Views" outline sample: a sidebar
/// list, a diffable data source, one section snapshot with parents that expand and collapse.
final class OutlineListController: NSObject {
    enum Section {
        case main
    }

    struct OutlineItem: Hashable {
        let title: String
        let subitems: [OutlineItem]

        init(title: String, subitems: [OutlineItem] = []) {
            self.title = title
            self.subitems = subitems
        }
    }

    let menuItems = [
        OutlineItem(title: "Compositional Layout", subitems: [
            OutlineItem(title: "Grid"),
            OutlineItem(title: "Badges"),
        ]),
        OutlineItem(title: "Lists", subitems: [
            OutlineItem(title: "Outline"),
        ]),
    ]

    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<Section, OutlineItem>! = nil
    var expanded: [String] = []

    func configureHierarchy(frame: CGRect) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    }

    func configureDataSource() {
        let containerCellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> { cell, indexPath, menuItem in
            var contentConfiguration = UIListContentConfiguration.sidebarHeader()
            contentConfiguration.text = menuItem.title
            cell.contentConfiguration = contentConfiguration
            let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
            cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem> { cell, indexPath, menuItem in
            var contentConfiguration = cell.defaultContentConfiguration()
            contentConfiguration.text = menuItem.title
            cell.contentConfiguration = contentConfiguration
        }
        dataSource = UICollectionViewDiffableDataSource<Section, OutlineItem>(collectionView: collectionView) { collectionView, indexPath, item in
            if item.subitems.isEmpty {
                return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: containerCellRegistration, for: indexPath, item: item)
            }
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.expanded.append(item.title) }
        dataSource.apply(initialSnapshot(), to: .main, animatingDifferences: false)
    }

    func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineItem> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()
        func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
            snapshot.append(menuItems, to: parent)
            for menuItem in menuItems where !menuItem.subitems.isEmpty {
                addItems(menuItem.subitems, to: menuItem)
            }
        }
        addItems(menuItems, to: nil)
        return snapshot
    }
}
