import UIKitCompat

/// An inset-grouped settings list in the shape of Apple's list samples: a list layout, a list-cell
/// registration with a default content configuration and accessories, header registrations.
final class SettingsListController: NSObject, UICollectionViewDataSource {
    struct Setting {
        let title: String
        let symbol: String
        let value: String?
    }

    let sections: [(String, [Setting])] = [
        ("General", [Setting(title: "Wi-Fi", symbol: "globe", value: "Home"),
                     Setting(title: "Bluetooth", symbol: "bolt", value: "On")]),
        ("Privacy", [Setting(title: "Location", symbol: "flag", value: nil)]),
    ]

    var collectionView: UICollectionView! = nil

    private let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, indexPath, setting in
        var content = cell.defaultContentConfiguration()
        content.text = setting.title
        content.secondaryText = setting.value
        content.image = UIImage(systemName: setting.symbol)
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }

    private lazy var headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] supplementaryView, elementKind, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = self.sections[indexPath.section].0
        supplementaryView.contentConfiguration = content
    }

    func configureHierarchy(frame: CGRect) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.dataSource = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].1.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath,
                                                     item: sections[indexPath.section].1[indexPath.item])
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
}
