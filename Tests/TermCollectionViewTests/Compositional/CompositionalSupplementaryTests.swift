import Foundation
import TermCollectionView
import XCTest

/// Headers, footers, badges and section backgrounds of a compositional layout.
@MainActor
final class CompositionalSupplementaryTests: XCTestCase {
    private let header = CollectionView.elementKindSectionHeader
    private let footer = CollectionView.elementKindSectionFooter

    /// Rows of two 0.5-wide, 2-tall items; section insets 1/2/1/2; a 1-row header and footer.
    private func sectionWithHeaderAndFooter(pinned: Bool = false) -> CollectionLayoutSection {
        let section = Compose.rows(height: 2, [Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        let headerItem = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: Compose.size(.fractionalWidth(1), .absolute(1)), elementKind: header, alignment: .top)
        headerItem.pinToVisibleBounds = pinned
        let footerItem = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: Compose.size(.fractionalWidth(1), .absolute(1)), elementKind: footer, alignment: .bottom)
        section.boundarySupplementaryItems = [headerItem, footerItem]
        return section
    }

    func test_header_and_footer_sit_outside_the_top_and_bottom_content_insets_and_follow_the_side_insets() async {
        // Header at y 0, 36 wide from x 2 (supplementariesFollowContentInsets). Content: inset 1 →
        // groups from y 2; 4 items → 2 groups → y 2…6; inset 1 → footer at y 7. Section length 8.
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: sectionWithHeaderAndFooter()),
                                           itemCounts: [4, 2])
        XCTAssertEqual(fixture.supplementaryFrame(header), CGRect(x: 2, y: 0, width: 36, height: 1))
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 2, y: 2, width: 18, height: 2))
        XCTAssertEqual(fixture.supplementaryFrame(footer), CGRect(x: 2, y: 7, width: 36, height: 1))
        // Section 1 starts at 8: header 8, items from 10, footer 13.
        XCTAssertEqual(fixture.supplementaryFrame(header, section: 1), CGRect(x: 2, y: 8, width: 36, height: 1))
        XCTAssertEqual(fixture.itemFrame(1, section: 1), CGRect(x: 20, y: 10, width: 18, height: 2))
        XCTAssertEqual(fixture.supplementaryFrame(footer, section: 1), CGRect(x: 2, y: 13, width: 36, height: 1))
        XCTAssertEqual(fixture.layout.collectionViewContentSize.height, 14)
        XCTAssertNotNil(fixture.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
    }

    func test_supplementaries_not_following_insets_span_the_whole_width_and_alignment_picks_the_side() async {
        let section = Compose.rows(height: 2, [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        section.supplementariesFollowContentInsets = false
        // A 10-wide trailing header, moved by an absolute offset (1, 0): x 40 − 10 + 1 = 31.
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: Compose.size(.absolute(10), .absolute(1)), elementKind: header, alignment: .topTrailing,
            absoluteOffset: CGPoint(x: 1, y: 0))]
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: section), itemCounts: [1])
        XCTAssertEqual(fixture.supplementaryFrame(header), CGRect(x: 31, y: 0, width: 10, height: 1))
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 2, y: 1, width: 36, height: 2))
    }

    func test_a_header_that_does_not_extend_the_boundary_overlaps_the_content() async {
        let section = Compose.rows(height: 2, [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        let item = CollectionLayoutBoundarySupplementaryItem(layoutSize: Compose.size(.fractionalWidth(1), .absolute(1)),
                                                             elementKind: header, alignment: .top)
        item.extendsBoundary = false
        section.boundarySupplementaryItems = [item]
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: section), itemCounts: [1])
        XCTAssertEqual(fixture.supplementaryFrame(header), CGRect(x: 0, y: 0, width: 40, height: 1))
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 0, width: 40, height: 2))
    }

    func test_pinned_header_stays_at_the_top_until_its_section_ends_and_scrolling_reinvalidates_only_to_pin() async {
        // 20 items → 10 groups → section 0: header 0, items 2…22, footer 23, end 24.
        var calls = 0
        let layout = CollectionViewCompositionalLayout { _, _ in
            calls += 1
            return self.sectionWithHeaderAndFooter(pinned: true)
        }
        let fixture = CompositionalFixture(width: 40, height: 10, layout: layout, itemCounts: [20, 20])
        fixture.scroll(toY: 5)
        XCTAssertEqual(fixture.supplementaryFrame(header), CGRect(x: 2, y: 5, width: 36, height: 1))
        XCTAssertEqual(fixture.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 2, y: 5, width: 36, height: 1))
        // At offset 30 the header would be at 30, but its section ends at 24: it stops at 24 − 1 = 23.
        fixture.scroll(toY: 30)
        XCTAssertEqual(fixture.supplementaryFrame(header), CGRect(x: 2, y: 23, width: 36, height: 1))
        XCTAssertEqual(calls, 2, "one call per section, scrolling does not ask again")
    }

    func test_badge_anchored_top_trailing_with_a_fractional_offset_Apple_BadgesViewController() async {
        // Cell 10 × 4 at (0, 1) (section top inset 1). Badge 2 × 2 in the top-trailing corner: x 10 − 2 = 8,
        // y 1; fractional offset (0.5, −0.5) of its own size → (+1, −1): (9, 0).
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: Compose.size(.absolute(2), .absolute(2)), elementKind: CompositionalFixture.badgeKind,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = CollectionLayoutItem(layoutSize: Compose.size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        let section = Compose.rows(height: 4, [item])
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: section), itemCounts: [5])
        XCTAssertEqual(fixture.supplementaryFrame(CompositionalFixture.badgeKind, item: 0), CGRect(x: 9, y: 0, width: 2, height: 2))
        // Item 4 is in the second group (y 5): badge at (9, 4).
        XCTAssertEqual(fixture.supplementaryFrame(CompositionalFixture.badgeKind, item: 4), CGRect(x: 9, y: 4, width: 2, height: 2))
        let badgeView = fixture.collectionView.supplementaryView(forElementKind: CompositionalFixture.badgeKind, at: IndexPath(item: 4, section: 0))
        XCTAssertEqual(badgeView?.frame, CGRect(x: 9, y: 4, width: 2, height: 2))
        XCTAssertEqual(badgeView?.appliedLayoutAttributes?.zIndex, 1)
    }

    func test_item_anchor_puts_the_badge_outside_the_corner() async {
        // Container top-trailing corner (10, 0); the badge's bottom-leading corner goes there: (10, −1).
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: Compose.size(.absolute(3), .absolute(1)), elementKind: CompositionalFixture.badgeKind,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]), itemAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading]))
        let item = CollectionLayoutItem(layoutSize: Compose.size(.absolute(10), .fractionalHeight(1)), supplementaryItems: [badge])
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: Compose.rows(height: 4, [item])), itemCounts: [1])
        XCTAssertEqual(fixture.supplementaryFrame(CompositionalFixture.badgeKind), CGRect(x: 10, y: -1, width: 3, height: 1))
    }

    func test_section_background_covers_the_content_and_its_insets_not_the_header_Apple_SectionDecorationViewController() async {
        // Header 0…1; content 1…(1 + inset 1 + 2 groups·2 + inset 1) = 7, full width; decoration insets 0/1/0/1.
        let section = sectionWithHeaderAndFooter()
        let background = CollectionLayoutDecorationItem.background(elementKind: CompositionalFixture.backgroundKind)
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        section.decorationItems = [background]
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: section), itemCounts: [4])
        let attributes = fixture.layout.layoutAttributesForDecorationView(ofKind: CompositionalFixture.backgroundKind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(attributes?.frame, CGRect(x: 1, y: 1, width: 38, height: 6))
        XCTAssertEqual(attributes?.zIndex, 0)
        let all = fixture.layout.layoutAttributesForElements(in: fixture.collectionView.bounds) ?? []
        XCTAssertEqual(all.first?.representedElementCategory, .decorationView, "decorations come first so they draw below")
    }

    func test_layout_wide_header_comes_before_the_first_section() async {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: Compose.size(.fractionalWidth(1), .absolute(3)), elementKind: CompositionalFixture.globalHeaderKind, alignment: .top)]
        let section = Compose.rows(height: 2, [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [2])
        XCTAssertEqual(fixture.supplementaryFrame(CompositionalFixture.globalHeaderKind), CGRect(x: 0, y: 0, width: 40, height: 3))
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 3, width: 40, height: 2))
        XCTAssertEqual(layout.collectionViewContentSize.height, 7)
    }

    func test_in_a_horizontal_layout_leading_items_come_before_the_content_and_trailing_ones_after() async {
        // Groups 10 wide, full height 20; header 5 wide, footer 2 wide, both full height.
        // Header x 0…5, items from 5 (two groups: 5…15, 15…25), footer 25…27.
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let group = CollectionLayoutGroup.vertical(layoutSize: Compose.size(.absolute(10), .fractionalHeight(1)),
                                                   subitems: [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: Compose.size(.absolute(5), .fractionalHeight(1)),
                                                      elementKind: header, alignment: .leading),
            CollectionLayoutBoundarySupplementaryItem(layoutSize: Compose.size(.absolute(2), .fractionalHeight(1)),
                                                      elementKind: footer, alignment: .trailing),
        ]
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [2])
        XCTAssertEqual(fixture.supplementaryFrame(header), CGRect(x: 0, y: 0, width: 5, height: 20))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 15, y: 0, width: 10, height: 20))
        XCTAssertEqual(fixture.supplementaryFrame(footer), CGRect(x: 25, y: 0, width: 2, height: 20))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 27, height: 20))
    }
}
