import Foundation
import TermCollectionView
import XCTest

/// Items, groups and sections of a compositional layout: frames computed by hand from UIKit's
/// documented rules (fractions of the container; a group's container is its section's content area
/// after `contentInsets`, an item's is its group; `count` wins over the item's width; flexible
/// spacing shares the leftover room).
@MainActor
final class CompositionalLayoutTests: XCTestCase {
    func test_grid_of_quarter_width_items_repeats_the_subitem_to_fill_the_group_Apple_GridViewController() async {
        // Group 40 × 4 (fractionalWidth 1 of 40, absolute 4); item 0.25·40 = 10 wide, 1.0·4 = 4 tall,
        // repeated while it fits: 4 per group. Item 5 = group 1 (y 4), leaf 1 (x 10).
        let section = Compose.rows(height: 4, [Compose.item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: section), itemCounts: [10])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 0, width: 10, height: 4))
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 30, y: 0, width: 10, height: 4))
        XCTAssertEqual(fixture.itemFrame(5), CGRect(x: 10, y: 4, width: 10, height: 4))
        XCTAssertNil(fixture.itemFrame(10))
        // 10 items → 3 groups → 12 rows.
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 40, height: 12))
        XCTAssertEqual(fixture.collectionView.visibleCells.count, 10)
        XCTAssertEqual(fixture.collectionView.cellForItem(at: IndexPath(item: 9, section: 0))?.frame,
                       CGRect(x: 10, y: 8, width: 10, height: 4))
    }

    func test_section_content_insets_shrink_the_groups_container_and_item_insets_shrink_the_cell() async {
        // Section insets 1/2/1/2 → content width 40 − 4 = 36, group at x 2, y 1, 36 × 4.
        // Item 0.5·36 = 18 wide, inset 1 all round → cell (2+1, 1+1, 16, 2); item 1 at x 2+18+1 = 21.
        // interGroupSpacing 1 → group 1 at y 1+4+1 = 6 → item 2 cell y 7.
        let item = Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let section = Compose.rows(height: 4, [item])
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        section.interGroupSpacing = 1
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: section), itemCounts: [6])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 3, y: 2, width: 16, height: 2))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 21, y: 2, width: 16, height: 2))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 3, y: 7, width: 16, height: 2))
        // Height: 1 + 3 groups·4 + 2 spacings·1 + 1 = 16.
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 40, height: 16))
    }

    func test_count_wins_over_the_items_own_width() async {
        // Item says 5 wide, but count 3 with fixed spacing 2: (40 − 2·2) / 3 = 12 each, at x 0, 14, 28.
        let item = Compose.item(.absolute(5), .fractionalHeight(1))
        let group = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(3)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(2)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), itemCounts: [4])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 0, width: 12, height: 3))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 14, y: 0, width: 12, height: 3))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 28, y: 0, width: 12, height: 3))
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 0, y: 3, width: 12, height: 3))
    }

    func test_repeatingSubitem_count_the_iOS_16_spelling_lays_out_the_same() async {
        let item = Compose.item(.absolute(5), .fractionalHeight(1))
        let group = CollectionLayoutGroup.vertical(layoutSize: Compose.size(.absolute(10), .absolute(9)), repeatingSubitem: item, count: 3)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), itemCounts: [3])
        // A vertical group of 3: each 9 / 3 = 3 tall; the item's own width (5) stays across the axis.
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 0, width: 5, height: 3))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 0, y: 6, width: 5, height: 3))
    }

    func test_flexible_inter_item_spacing_distributes_the_leftover_room() async {
        // Items 7 wide, at least 2 apart: 7 + 3·(2+7) = 34 ≤ 40, a fifth would need 43 → 4 items.
        // Leftover 40 − 34 = 6 over 3 gaps → each gap 2 + 2 = 4: x 0, 11, 22, 33 (the last ends at 40).
        let group = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(3)),
                                                     subitems: [Compose.item(.absolute(7), .fractionalHeight(1))])
        group.interItemSpacing = .flexible(2)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), itemCounts: [5])
        XCTAssertEqual(fixture.itemFrame(0)?.minX, 0)
        XCTAssertEqual(fixture.itemFrame(1)?.minX, 11)
        XCTAssertEqual(fixture.itemFrame(2)?.minX, 22)
        XCTAssertEqual(fixture.itemFrame(3)?.minX, 33)
        XCTAssertEqual(fixture.itemFrame(4), CGRect(x: 0, y: 3, width: 7, height: 3))
    }

    func test_flexible_edge_spacing_on_both_sides_centres_the_item() async {
        // One 30-wide item (a second would need 60 > 40), flexible(0) leading and trailing, in a
        // 40-wide group: the leftover 10 is shared by the two flexible edges → x 5.
        // Fixed top spacing 1 moves it down inside the 4-row group.
        let item = Compose.item(.absolute(30), .absolute(2))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(1), trailing: .flexible(0), bottom: nil)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: Compose.rows(height: 4, [item])), itemCounts: [2])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 5, y: 1, width: 30, height: 2))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 5, y: 5, width: 30, height: 2))
    }

    func test_nested_groups_Apple_NestedGroupsViewController() async {
        // Outer group 40 × 0.4·20 = 8: leading item 0.7·40 = 28 × 8; trailing vertical group 0.3·40 = 12 × 8
        // holding 2 items (count wins over their 0.3 height): 8 / 2 = 4 each. Three leaves per group.
        let leading = Compose.item(.fractionalWidth(0.7), .fractionalHeight(1))
        let trailingItem = Compose.item(.fractionalWidth(1), .fractionalHeight(0.3))
        let trailing = CollectionLayoutGroup.vertical(layoutSize: Compose.size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                      subitem: trailingItem, count: 2)
        let outer = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                     subitems: [leading, trailing])
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: outer)), itemCounts: [6])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 0, width: 28, height: 8))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 28, y: 0, width: 12, height: 4))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 28, y: 4, width: 12, height: 4))
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 0, y: 8, width: 28, height: 8))
        XCTAssertEqual(fixture.itemFrame(5), CGRect(x: 28, y: 12, width: 12, height: 4))
    }

    func test_group_content_insets_shrink_the_container_of_its_items() async {
        // Group 40 × 4 with insets 0/4/0/4 → items measure against 32: 0.5·32 = 16 wide, at x 4 and 20.
        let group = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(4)),
                                                     subitems: [Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), itemCounts: [2])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 4, y: 0, width: 16, height: 4))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 20, y: 0, width: 16, height: 4))
    }

    func test_fractionalHeight_of_a_group_is_of_the_visible_height_and_fractionalWidth_can_size_height() async {
        // Group 0.25·20 = 5 tall; items 0.2·40 = 8 wide and 0.1·40 = 4 tall (width-relative height).
        let group = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(0.25)),
                                                     subitems: [Compose.item(.fractionalWidth(0.2), .fractionalWidth(0.1))])
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), itemCounts: [6])
        XCTAssertEqual(fixture.itemFrame(4), CGRect(x: 32, y: 0, width: 8, height: 4))
        XCTAssertEqual(fixture.itemFrame(5), CGRect(x: 0, y: 5, width: 8, height: 4))
    }

    func test_sections_follow_one_another_interSectionSpacing_apart() async {
        // Section 0: 3 items of 0.5 in 2-row groups → 2 groups → 4 rows. Spacing 3 → section 1 starts at 7.
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 3
        let section = Compose.rows(height: 2, [Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [3, 1])
        XCTAssertEqual(fixture.itemFrame(0, section: 1), CGRect(x: 0, y: 7, width: 20, height: 2))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 40, height: 9))
    }

    func test_horizontal_scroll_direction_lays_groups_and_sections_along_x() async {
        // A vertical group 10 wide, full height 20, of 0.5-height items → 2 per group; groups go right.
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let group = CollectionLayoutGroup.vertical(layoutSize: Compose.size(.absolute(10), .fractionalHeight(1)),
                                                   subitems: [Compose.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [5])
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 0, y: 10, width: 10, height: 10))
        XCTAssertEqual(fixture.itemFrame(4), CGRect(x: 20, y: 0, width: 10, height: 10))
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 30, height: 20))
    }

    func test_layoutMargins_reference_measures_the_section_insets_from_the_margins() async {
        // Margins default to 1 column left and right → content 38 wide from x 1.
        let section = Compose.rows(height: 2, [Compose.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        section.contentInsetsReference = .layoutMargins
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: section), itemCounts: [2])
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 20, y: 0, width: 19, height: 2))
    }

    func test_provider_nil_section_takes_no_room() async {
        let layout = CollectionViewCompositionalLayout { index, _ in
            index == 0 ? nil : Compose.rows(height: 2, [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        }
        let fixture = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [3, 1])
        XCTAssertNil(fixture.itemFrame(0))
        XCTAssertEqual(fixture.itemFrame(0, section: 1), CGRect(x: 0, y: 0, width: 40, height: 2))
    }

    func test_a_group_narrower_than_the_section_still_takes_a_row_of_its_own() async {
        // Groups follow one another along the scroll axis only: a 0.5-wide group of one item leaves
        // the right half empty, group 1 starts the next row at x 0.
        let group = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(0.5), .absolute(2)),
                                                     subitems: [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), itemCounts: [2])
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 0, y: 2, width: 20, height: 2))
    }

    func test_readableContent_reference_keeps_the_content_80_columns_wide() async {
        // 120 columns: (120 − 80) / 2 = 20 on each side, more than the 1-column margins.
        let section = Compose.rows(height: 2, [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        section.contentInsetsReference = .readableContent
        let fixture = CompositionalFixture(width: 120, height: 20, layout: CollectionViewCompositionalLayout(section: section), itemCounts: [1])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 20, y: 0, width: 80, height: 2))
    }

    func test_zero_width_items_do_not_repeat_forever_and_draw_nothing() async {
        // The first pass over the subitems is placed; a repetition that adds no length stops.
        let group = CollectionLayoutGroup.horizontal(layoutSize: Compose.size(.fractionalWidth(1), .absolute(2)),
                                                     subitems: [Compose.item(.absolute(0), .fractionalHeight(1))])
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), itemCounts: [3])
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 0, y: 4, width: 0, height: 2))
        XCTAssertEqual(fixture.collectionView.visibleCells.count, 0)
    }

    func test_custom_group_places_its_items_where_the_provider_says_relative_to_its_content_area() async {
        // Group 40 × 5 with leading inset 2 → content area x 2…40 (38 wide). Provider frames are
        // relative to it: (0, 0, 10, 5) → (2, 0, 10, 5); (12, 1, 20, 3) → (14, 1, 20, 3). Two items per
        // group, so item 2 starts group 1 at y 5.
        var containerWidths: [CGFloat] = []
        let group = CollectionLayoutGroup.custom(layoutSize: Compose.size(.fractionalWidth(1), .absolute(5))) { environment in
            containerWidths.append(environment.container.contentSize.width)
            return [CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 5), zIndex: 1),
                    CollectionLayoutGroupCustomItem(frame: CGRect(x: 12, y: 1, width: 20, height: 3))]
        }
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), itemCounts: [3])
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 2, y: 0, width: 10, height: 5))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 14, y: 1, width: 20, height: 3))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 2, y: 5, width: 10, height: 5))
        XCTAssertEqual(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.zIndex, 1)
        XCTAssertEqual(containerWidths, [38], "asked once for the section, with the group's content area")
    }
}
