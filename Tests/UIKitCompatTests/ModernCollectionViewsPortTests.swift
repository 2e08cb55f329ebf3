import UIKitCompat
import XCTest

/// iOS 14-style screens (compositional layout, registrations, lists) compiled in Swift 5 mode with
/// only `import UIKitCompat` changed, laid out and resized.
@MainActor
final class ModernCollectionViewsPortTests: XCTestCase {
    func test_adaptive_sections_follow_the_container_width_and_resize() async {
        let controller = AdaptiveSectionsController()
        controller.configureDataSource()
        controller.configureHierarchy(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()
        // 80 columns: list 1 column. Section 0: top inset 1, 3 rows of 3 → 1…10, bottom inset → 11.
        // Item 2 at y 1 + 2·3 = 7, full width less the item insets 1 | 1 → (1, 7, 78, 3).
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 1, y: 7, width: 78, height: 3))
        // Section 1 (5 columns of 80 / 5 = 16): groups from 12; item 6 → row 1 (y 15), column 1 (x 16) → (17, 15, 14, 3).
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 6, section: 1))?.frame, CGRect(x: 17, y: 15, width: 14, height: 3))
        XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 6, section: 1))?.contentConfiguration
                        as? UIListContentConfiguration)?.text, "1, 6")
        XCTAssertEqual(controller.providerCalls, 3)

        collectionView.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
        collectionView.layoutIfNeeded()
        // 120 columns: list 2 columns of 60 → item 2 in row 1: (1, 1 + 3, 58, 3); section 0 ends at 8.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 1, y: 4, width: 58, height: 3))
        // Section 1: 10 columns of 12 from y 9 → item 6 at x 72 → (73, 9, 10, 3).
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 6, section: 1))?.frame, CGRect(x: 73, y: 9, width: 10, height: 3))
        XCTAssertEqual(controller.providerCalls, 6)
    }

    func test_inset_grouped_settings_list_with_registrations() async {
        let controller = SettingsListController()
        controller.configureHierarchy(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()
        // insetGrouped: rows inset 2 columns; a blank row, the header, then rows of 2 (text + separator).
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        XCTAssertEqual(header?.frame, CGRect(x: 2, y: 1, width: 36, height: 1))
        XCTAssertEqual((header?.contentConfiguration as? UIListContentConfiguration)?.text, "General")
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        XCTAssertEqual(cell?.frame, CGRect(x: 2, y: 4, width: 36, height: 2))
        let content = cell?.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(content?.text, "Bluetooth")
        XCTAssertEqual(content?.secondaryText, "On")
        XCTAssertEqual(content?.image, UIImage(systemName: "bolt"))
        XCTAssertEqual(cell?.accessories, [.disclosureIndicator()])
        // Section 1 after section 0 (ends at 6): blank 6, header 7, row 8.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(x: 2, y: 8, width: 36, height: 2))
    }

    func test_orthogonal_carousel_scales_the_centred_item_and_keeps_the_content_one_group_tall() async {
        let controller = OrthogonalCarouselController()
        controller.configureHierarchy(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()
        // Groups 0.5·(40 − 10 − 10) = 10 wide, side by side from x 10: item g at 10 + 10g.
        // The section is one group (4) tall; the content stays 40 wide though the row is 140.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 40, height: 4))
        let attributes = (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .sorted { $0.indexPath.item < $1.indexPath.item }
        // `.groupPagingCentered` starts with group 0 centred, as on the phone: offset 10 + 5 − 20 = −5,
        // so items 0…2 are at x 15, 25, 35, centres 20, 30, 40: distances 0, 10, 20 from 20 → scales
        // 1, 1 − 10/40 = 0.75, 1 − 20/40 = 0.5 → 0.7.
        XCTAssertEqual(attributes.map { $0.indexPath.item }, [0, 1, 2])
        XCTAssertEqual(attributes.map { $0.center.x }, [20, 30, 40].map { CGFloat($0) })
        XCTAssertEqual(attributes.map { $0.transform.a }, [1, 0.75, 0.7])
    }
}
