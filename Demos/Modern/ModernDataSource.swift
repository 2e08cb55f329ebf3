import Foundation
import TermCanvas
import TermCollectionView

/// Serves every screen of the modern demo through registrations, the iOS 14 way.
@MainActor
final class ModernDataSource: CollectionViewDataSource {
    var page = ModernPage.grid
    var listAppearance = CollectionLayoutListConfiguration.Appearance.plain

    private let gridCell = CollectionView.CellRegistration<CollectionViewCell, IndexPath> { cell, _, indexPath in
        cell.text = indexPath.section == 0 ? "\(indexPath.item)" : "\(indexPath.section).\(indexPath.item)"
    }

    private let listCell = CollectionView.CellRegistration<CollectionViewListCell, ModernListData.Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.image = Image(systemName: row.symbol)
        cell.contentConfiguration = content
        cell.accessories = (row.detail.map { [CellAccessory.label(text: $0)] } ?? []) + [.disclosureIndicator()]
    }

    private let header = CollectionView.SupplementaryRegistration<CollectionReusableView>(
        elementKind: CollectionView.elementKindSectionHeader) { view, _, indexPath in
        view.text = "Section \(indexPath.section)"
    }

    private let behaviorHeader = CollectionView.SupplementaryRegistration<BehaviorHeaderView>(
        elementKind: CollectionView.elementKindSectionHeader) { view, _, indexPath in
        let behavior = ModernLayouts.orthogonalBehaviors[indexPath.section % ModernLayouts.orthogonalBehaviors.count]
        view.text = ".\(behavior)"
    }

    private let listHeader = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
        elementKind: CollectionView.elementKindSectionHeader) { view, _, indexPath in
        var content = view.defaultContentConfiguration()
        content.text = ModernListData.sections[indexPath.section].title
        view.contentConfiguration = content
    }

    private let footer = CollectionView.SupplementaryRegistration<FlowFooterView>(
        elementKind: CollectionView.elementKindSectionFooter) { view, _, _ in
        view.text = "15 items"
    }

    private let badge = CollectionView.SupplementaryRegistration<BadgeView>(elementKind: ModernLayouts.badgeKind) { view, _, indexPath in
        let count = ModernDataSource.badgeCount(indexPath.item)
        view.text = "\(count)"
        view.isHidden = count == 0
    }

    /// Every third item has news.
    static func badgeCount(_ item: Int) -> Int {
        item % 3 == 1 ? item % 9 + 1 : 0
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { page.sectionItemCounts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        page.sectionItemCounts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if page == .list {
            return collectionView.dequeueConfiguredReusableCell(
                using: listCell, for: indexPath, item: ModernListData.sections[indexPath.section].rows[indexPath.item])
        }
        return collectionView.dequeueConfiguredReusableCell(using: gridCell, for: indexPath, item: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        switch kind {
        case ModernLayouts.badgeKind:
            collectionView.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
        case CollectionView.elementKindSectionFooter:
            collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        default:
            page == .orthogonal ? collectionView.dequeueConfiguredReusableSupplementary(using: behaviorHeader, for: indexPath) :
            page == .list
                ? collectionView.dequeueConfiguredReusableSupplementary(using: listHeader, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }
}
