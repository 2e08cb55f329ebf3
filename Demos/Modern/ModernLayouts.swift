import Foundation
import TermCollectionView

/// The compositional layouts of the modern demo, written as Apple's sample writes them, in terminal
/// cells (a 3-row box is the smallest cell that shows its text).
@MainActor
enum ModernLayouts {
    static let badgeKind = "badge-element-kind"
    static let backgroundKind = "background-element-kind"

    static func layout(for page: ModernPage, listAppearance: CollectionLayoutListConfiguration.Appearance) -> CollectionViewCompositionalLayout {
        switch page {
        case .grid: grid()
        case .insetGrid: insetGrid()
        case .columns: columns()
        case .distinctSections: sections(adaptive: false)
        case .adaptiveSections: sections(adaptive: true)
        case .badges: badges()
        case .headersFooters: headersFooters(pinned: false)
        case .pinnedHeaders: headersFooters(pinned: true)
        case .sectionBackground: sectionBackground()
        case .nestedGroups: nestedGroups()
        case .orthogonal: orthogonal()
        case .list: list(listAppearance)
        }
    }

    private static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func grid() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    static func insetGrid() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 1)
        return CollectionViewCompositionalLayout(section: section)
    }

    static func columns() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(2)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        return CollectionViewCompositionalLayout(section: section)
    }

    /// Sections alternate list, 5-column grid, 3-column grid; with `adaptive`, a regular-width
    /// terminal doubles the columns (Apple's AdaptiveSectionsViewController).
    static func sections(adaptive: Bool) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { sectionIndex, environment in
            let wide = adaptive && environment.traitCollection.horizontalSizeClass == .regular
            let baseColumns = [1, 5, 3][sectionIndex % 3]
            let columns = wide ? baseColumns * 2 : baseColumns
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let height: CGFloat = sectionIndex % 3 == 2 ? 5 : 3
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)),
                                                         subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
            return section
        }
    }

    static func badges() -> CollectionViewCompositionalLayout {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(3), .absolute(1)), elementKind: badgeKind,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.34, y: -1)))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        return CollectionViewCompositionalLayout(section: section)
    }

    static func headersFooters(pinned: Bool) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(3)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        header.zIndex = 2
        let footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return CollectionViewCompositionalLayout(section: section)
    }

    static func sectionBackground() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(3)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        let background = CollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        section.decorationItems = [background]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 1
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: backgroundKind)
        return layout
    }

    /// Apple's NestedGroupsViewController: a 0.7-wide item beside a 0.3-wide column of two.
    static func nestedGroups() -> CollectionViewCompositionalLayout {
        let leadingItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leadingItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let trailingItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
        trailingItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let trailingGroup = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                           subitem: trailingItem, count: 2)
        let nestedGroup = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(8)),
                                                           subitems: [leadingItem, trailingGroup])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: nestedGroup))
    }

    /// The behaviours of the orthogonal screen's sections, top to bottom.
    nonisolated static let orthogonalBehaviors: [CollectionLayoutSectionOrthogonalScrollingBehavior] =
        [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered]

    /// Apple's OrthogonalScrollBehaviorViewController: one sideways section per behaviour, each
    /// under a header naming it; the centred-paging section scales its items by their distance from
    /// the middle through `visibleItemsInvalidationHandler`, the idiom the WWDC 2019 session shows.
    static func orthogonal() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.3), .absolute(3)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 1
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let behavior = orthogonalBehaviors[index % orthogonalBehaviors.count]
            section.orthogonalScrollingBehavior = behavior
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            if behavior == .groupPagingCentered {
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    let width = environment.container.contentSize.width
                    for item in items {
                        let distance = abs(item.frame.midX - offset.x - width / 2)
                        let scale = max(1 - distance / width, 0.7)
                        item.transform = CGAffineTransform(scaleX: scale, y: 1)
                    }
                }
            }
            return section
        }
    }

    static func list(_ appearance: CollectionLayoutListConfiguration.Appearance) -> CollectionViewCompositionalLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        return CollectionViewCompositionalLayout.list(using: configuration)
    }
}
