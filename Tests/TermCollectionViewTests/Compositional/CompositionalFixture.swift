import Foundation
import TermCollectionView
import XCTest

/// A real collection view with a compositional layout and `FlowTestDataSource`, laid out once.
@MainActor
final class CompositionalFixture {
    static let badgeKind = "badge"
    static let backgroundKind = "background"
    static let globalHeaderKind = "global-header"

    let collectionView: CollectionView
    let dataSource: FlowTestDataSource

    init(width: CGFloat, height: CGFloat, layout: CollectionViewCompositionalLayout, itemCounts: [Int]) {
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        dataSource = FlowTestDataSource(itemCounts)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter,
                     Self.badgeKind, Self.globalHeaderKind] {
            collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: Self.backgroundKind)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    var layout: CollectionViewCompositionalLayout { collectionView.collectionViewLayout as! CollectionViewCompositionalLayout }

    func itemFrame(_ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func supplementaryFrame(_ kind: String, item: Int = 0, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    func scroll(toY y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }

    func resize(width: CGFloat, height: CGFloat) {
        collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        collectionView.layoutIfNeeded()
    }
}

/// Shorthands for the sizes the tests build.
@MainActor
enum Compose {
    static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func item(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutItem {
        CollectionLayoutItem(layoutSize: size(width, height))
    }

    /// A section of full-width rows `height` tall holding `subitems`.
    static func rows(height: CGFloat, _ subitems: [CollectionLayoutItem]) -> CollectionLayoutSection {
        CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: subitems))
    }
}
