import Foundation
import TermCanvas
@testable import TermCollectionViewCore
@testable import TermModernCollectionViews
import TermCollectionView
import XCTest

/// A compositional section value that cannot be laid out is named where it was set — the property and
/// the section — instead of surfacing as a NaN content size and a blank view; the section is laid out
/// without it and the healthy sections as usual.
@MainActor
final class CompositionalValueTests: ProblemRecordingTestCase {
    /// Two sections of three 3-row items in a 20×12 view; `configure` spoils section 0.
    private func layOut(_ configure: @escaping (CollectionLayoutSection) -> Void) -> (CollectionView, NamedItemsDataSource) {
        let layout = CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)))
            let group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            if index == 0 { configure(section) }
            return section
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 12), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = NamedItemsDataSource([["A", "B", "C"], ["D", "E", "F"]])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    private func frame(_ collectionView: CollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func test_a_nan_inter_group_spacing_is_named_and_laid_out_as_0() async {
        let (collectionView, dataSource) = layOut { $0.interGroupSpacing = .nan }
        // Section 0: rows at 0, 3, 6; section 1 follows at 9.
        XCTAssertEqual(frame(collectionView, 2, 0), CGRect(x: 0, y: 6, width: 20, height: 3))
        XCTAssertEqual(frame(collectionView, 0, 1), CGRect(x: 0, y: 9, width: 20, height: 3))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 18))
        XCTAssertEqual(recorder.lines, ["CollectionViewCompositionalLayout, section 0: interGroupSpacing nan is not a length; "
            + "the section is laid out with 0; set interGroupSpacing to a finite number of points"])
        withExtendedLifetime(dataSource) {}
    }

    func test_a_spacing_that_puts_groups_before_the_one_before_is_named() async {
        let (collectionView, dataSource) = layOut { $0.interGroupSpacing = -100 }
        XCTAssertEqual(frame(collectionView, 1, 0), CGRect(x: 0, y: 3, width: 20, height: 3))
        XCTAssertEqual(recorder.lines, ["CollectionViewCompositionalLayout, section 0: interGroupSpacing -100 puts each group 97 points "
            + "before the start of the one before (groups are 3 long); the section is laid out with 0; "
            + "keep interGroupSpacing above minus the group's length (a negative spacing overlaps groups)"])
        withExtendedLifetime(dataSource) {}
    }

    /// An unusable dimension is named where it is, before what it causes (an unscrollable content size).
    func test_an_infinite_estimated_group_height_is_named_where_it_is() async throws {
        let layout = CollectionViewCompositionalLayout(section: {
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(.nan)))
            let group = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(.infinity)), subitems: [item])
            return CollectionLayoutSection(group: group)
        }())
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 12), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = NamedItemsDataSource([["A", "B"]])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        XCTAssertEqual(recorder.lines.first, "CollectionViewCompositionalLayout, section 0: the section's group has height "
            + "estimated(inf), not a finite, non-negative number of points: what it sizes cannot be placed; give every "
            + "NSCollectionLayoutDimension a finite value ≥ 0 (look for a division by zero)")
        withExtendedLifetime(dataSource) {}
    }

    func test_infinite_content_insets_are_named_and_dropped() async {
        let (collectionView, dataSource) = layOut { $0.contentInsets = DirectionalEdgeInsets(top: .infinity, leading: 1, bottom: 0, trailing: 1) }
        XCTAssertEqual(frame(collectionView, 0, 0), CGRect(x: 0, y: 0, width: 20, height: 3))
        XCTAssertEqual(recorder.problems.map(\.property), ["contentInsets"])
        XCTAssertTrue(recorder.lines[0].contains("contentInsets {inf, 1, 0, 1} are not lengths"), recorder.lines[0])
        withExtendedLifetime(dataSource) {}
    }

    func test_a_group_of_no_items_is_named_and_the_other_sections_shown() async {
        let layout = CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)))
            let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3))
            return CollectionLayoutSection(group: CollectionLayoutGroup.vertical(layoutSize: size, subitems: index == 0 ? [] : [item]))
        }
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 12), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = NamedItemsDataSource([["A", "B", "C"], ["D", "E", "F"]])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        XCTAssertEqual(frame(collectionView, 0, 1), CGRect(x: 0, y: 0, width: 20, height: 3))
        XCTAssertEqual(recorder.lines, ["CollectionViewCompositionalLayout, section 0: the section's group holds no items (its subitems are "
            + "empty), so its 3 item(s) are not shown; give the group at least one NSCollectionLayoutItem (or a subgroup that has one)"])
        withExtendedLifetime(dataSource) {}
    }
}
