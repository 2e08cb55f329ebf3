import Foundation

extension CollectionLayoutSection {
    /// A list section: one full-width row per item, as `configuration` describes (see
    /// `CollectionLayoutListConfiguration` for the rows, insets and headers of each appearance).
    /// UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`; the environment is taken
    /// for fidelity, as the section's width comes from the container at layout time anyway.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: any CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let row = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                        heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(configuration.rowHeight)),
            subitems: [row])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: configuration.sideInset,
                                                      bottom: 0, trailing: configuration.sideInset)
        section.spacingBeforeBoundary = configuration.sectionSpacing
        section.firstItemIsHeader = configuration.headerMode == .firstItemInSection
        let oneRow = CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                          heightDimension: .absolute(StandardMetrics.listSupplementaryHeight))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: oneRow, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: oneRow, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list section: UIKit's `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
