import UIKitCompat

/// A screen in the shape of Apple's "Adaptive Sections" sample (Implementing Modern Collection
/// Views), written as an iOS 14 app writes it — a section provider reading the environment, cell
/// registrations, a data source — with terminal-sized numbers. Only the import differs from UIKit.
final class AdaptiveSectionsController: NSObject, UICollectionViewDataSource {
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3

        func columnCount(for width: CGFloat) -> Int {
            let wideMode = width > 100
            switch self {
            case .grid3: return wideMode ? 6 : 3
            case .grid5: return wideMode ? 10 : 5
            case .list: return wideMode ? 2 : 1
            }
        }
    }

    static let itemCounts = [3, 10, 6]

    var collectionView: UICollectionView! = nil
    private var cellRegistration: UICollectionView.CellRegistration<UICollectionViewCell, String>! = nil
    private(set) var providerCalls = 0

    func configureHierarchy(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: createLayout())
        collectionView.dataSource = self
    }

    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int,
            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            self.providerCalls += 1
            guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = layoutKind.columnCount(for: layoutEnvironment.container.effectiveContentSize.width)

            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                  heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)

            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                   heightDimension: .absolute(3))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)

            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
            return section
        }
        return layout
    }

    func configureDataSource() {
        cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, title in
            var content = UIListContentConfiguration.cell()
            content.text = title
            cell.contentConfiguration = content
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        SectionLayoutKind.allCases.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath,
                                                     item: "\(indexPath.section), \(indexPath.item)")
    }
}
