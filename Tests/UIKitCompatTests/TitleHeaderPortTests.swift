import UIKitCompat
import XCTest

/// A section title in the shape of Apple's `TitleSupplementaryView`: a label pinned inside the view by
/// constraints, the header's height `.estimated` — UIKit sizes it to the label.
final class TitleHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError()
    }

    func configure() {
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.adjustsFontForContentSizeCategory = true
        let inset = CGFloat(1)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
        ])
        label.font = UIFont.preferredFont(forTextStyle: .title3)
    }
}

@MainActor
final class TitleHeaderPortTests: XCTestCase {
    static let headerKind = "section-header-element-kind"

    /// The header estimated at 44 rows measures 1 + 1 (one line of text) + 1 = 3 through Auto Layout;
    /// the section's 2-row items follow it: item 0 at y 3, item 1 at 5; section 1's header at 7.
    func test_an_estimated_title_header_self_sizes_to_its_constrained_label() async {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: TitleHeaderPortTests.headerKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 12),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            cell.text = "\(number)"
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: TitleHeaderPortTests.headerKind) { view, _, indexPath in
            view.label.text = "Section \(indexPath.section)"
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()

        XCTAssertEqual(collectionView.supplementaryView(forElementKind: TitleHeaderPortTests.headerKind,
                                                        at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 30, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 3, width: 30, height: 2))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 5, width: 30, height: 2))
        XCTAssertEqual(collectionView.supplementaryView(forElementKind: TitleHeaderPortTests.headerKind,
                                                        at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 7, width: 30, height: 3))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 30, height: 12))
    }
}
