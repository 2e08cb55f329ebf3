import Foundation
import TermCanvas
import TermCollectionView
import XCTest

/// Orthogonal sections (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: "the section
/// lays out its content orthogonally to the main layout axis") and `visibleItemsInvalidationHandler`
/// (Apple: called "before each layout cycle … scrolling the section").
///
/// The section under test, in a 40 × 20 collection view: groups 10 × 3 holding one full item,
/// `interGroupSpacing` 2, `contentInsets` leading 1 / trailing 1. Side by side, group g sits at
/// x = 1 + 12·g; the row is 1 + 20·10 + 19·2 + 1 = 240 wide, so the offset runs 0…240 − 40 = 200.
@MainActor
final class OrthogonalScrollingTests: XCTestCase {
    private func section(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionLayoutSection {
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: Compose.size(.absolute(10), .absolute(3)), subitems: [item]))
        section.interGroupSpacing = 2
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    /// Section 0 orthogonal (20 items), section 1 ordinary rows of 4 below it.
    private func fixture(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, items: Int = 20,
                         clock: VirtualClock? = nil) -> CompositionalFixture {
        let sideways = section(behavior)
        let rows = Compose.rows(height: 4, [Compose.item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? sideways : rows }
        let fixture = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [items, 3])
        fixture.collectionView.clock = clock
        return fixture
    }

    private func visibleItems(_ fixture: CompositionalFixture, section: Int = 0) -> [CollectionViewLayoutAttributes] {
        (fixture.layout.layoutAttributesForElements(in: fixture.collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }
            .sorted { $0.indexPath.item < $1.indexPath.item }
    }

    func test_continuous_section_lays_groups_side_by_side_one_group_tall_and_scrolls_by_7_columns() async {
        let fixture = fixture(.continuous)
        // Unscrolled: group g at x 1 + 12g, y 0; the section is one group (3 rows) tall, so section 1
        // starts at y 3 and its rows follow at 4 apart.
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 1, y: 0, width: 10, height: 3))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 25, y: 0, width: 10, height: 3))
        XCTAssertEqual(fixture.itemFrame(1, section: 1), CGRect(x: 0, y: 7, width: 40, height: 4))

        XCTAssertTrue(fixture.layout.scrollOrthogonalSection(0, by: 7))
        fixture.collectionView.layoutIfNeeded()
        // Offset 7: group g at x 12g − 6. On screen (x < 40, x + 10 > 0): g = 0…3 (g 4 would start at 42).
        let frames = visibleItems(fixture).map(\.frame)
        XCTAssertEqual(frames, [CGRect(x: -6, y: 0, width: 10, height: 3), CGRect(x: 6, y: 0, width: 10, height: 3),
                                CGRect(x: 18, y: 0, width: 10, height: 3), CGRect(x: 30, y: 0, width: 10, height: 3)])
        XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), 7)
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 6, y: 0, width: 10, height: 3))
        // The ordinary section does not move, and neither does the collection view.
        XCTAssertEqual(fixture.itemFrame(1, section: 1), CGRect(x: 0, y: 7, width: 40, height: 4))
        XCTAssertEqual(fixture.collectionView.contentOffset, .zero)
        XCTAssertEqual(fixture.collectionView.visibleCells.filter { fixture.collectionView.indexPath(for: $0)?.section == 0 }.count, 4)
    }

    func test_collection_view_content_does_not_grow_wider_and_offsets_clamp_to_the_row() async {
        let fixture = fixture(.continuous)
        // Height: section 0 is 3 tall, section 1 three rows of 4 → 3 + 12 = 15; width stays 40.
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 40, height: 15))
        fixture.layout.scrollOrthogonalSection(0, by: 500)
        XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), 200, "240 − 40")
        fixture.layout.scrollOrthogonalSection(0, by: -900)
        XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), 0)
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 40, height: 15))
        XCTAssertFalse(fixture.layout.scrollOrthogonalSection(1, by: 3), "an ordinary section does not scroll sideways")
    }

    /// Drags 7 columns from `start`, waits out the drag end (150 ms idle) and the settle (0.3 s).
    private func restingOffset(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, from start: CGFloat = 0,
                               by delta: CGFloat = 7) -> CGFloat {
        let clock = VirtualClock()
        let fixture = fixture(behavior, clock: clock)
        fixture.layout.setOrthogonalContentOffset(start, ofSection: 0)
        fixture.layout.scrollOrthogonalSection(0, by: delta)
        clock.advance(by: 0.1)
        fixture.layout.updateOrthogonalScrolling()
        XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), start + delta, "still dragging at 100 ms")
        clock.advance(by: 0.05)
        fixture.layout.updateOrthogonalScrolling()
        clock.advance(by: 0.3)
        fixture.layout.updateOrthogonalScrolling()
        XCTAssertFalse(fixture.layout.isScrollingOrthogonalSections)
        return fixture.layout.orthogonalContentOffset(ofSection: 0)
    }

    func test_each_behaviour_rests_where_UIKit_rests_after_a_7_column_drag() async {
        // .continuous: where the drag left it.
        XCTAssertEqual(restingOffset(.continuous), 7)
        // .continuousGroupLeadingBoundary: nearest group edge, 7 / 12 → 1 → 12.
        XCTAssertEqual(restingOffset(.continuousGroupLeadingBoundary), 12)
        XCTAssertEqual(restingOffset(.continuousGroupLeadingBoundary, by: 5), 0, "5 / 12 rounds to 0")
        // .paging: pages of the visible width 40, the next one forward: ⌈7 / 40⌉ · 40 = 40;
        // back from 100 to 93: ⌊93 / 40⌋ · 40 = 80.
        XCTAssertEqual(restingOffset(.paging), 40)
        XCTAssertEqual(restingOffset(.paging, from: 100, by: -7), 80)
        // .groupPaging: the next group boundary forward, ⌈7 / 12⌉ · 12 = 12.
        XCTAssertEqual(restingOffset(.groupPaging), 12)
        // .groupPagingCentered: group g is centred at offset 1 + 12g + 5 − 20 = 12g − 14; from 7,
        // (7 + 14) / 12 = 1.75 → forward → g 2 → offset 10 (group 2 then spans x 15…25, centre 20).
        XCTAssertEqual(restingOffset(.groupPagingCentered), 10)
        // Back from 100 to 93: (93 + 14) / 12 = 8.9 → g 8 → 82.
        XCTAssertEqual(restingOffset(.groupPagingCentered, from: 100, by: -7), 82)
    }

    /// UIKit centres a `.groupPagingCentered` section's first group before any drag (its extra leading
    /// inset); every other behaviour starts at its leading edge. Group 0 centred: offset 1 + 5 − 20 = −14,
    /// so it spans x 15…25, with groups 1 and 2 at 27 and 39 (one column of it on screen).
    func test_each_behaviour_starts_where_UIKit_starts_before_any_drag() async {
        let centred = fixture(.groupPagingCentered)
        XCTAssertEqual(centred.layout.orthogonalContentOffset(ofSection: 0), -14)
        XCTAssertEqual(centred.itemFrame(0), CGRect(x: 15, y: 0, width: 10, height: 3))
        XCTAssertEqual(visibleItems(centred).map(\.frame.minX), [15, 27, 39])
        for behavior in [CollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging] {
            let fixture = fixture(behavior)
            XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), 0, "\(behavior)")
            XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 1, y: 0, width: 10, height: 3), "\(behavior)")
        }
    }

    func test_settle_is_animated_on_the_clock() async {
        let clock = VirtualClock()
        let fixture = fixture(.paging, clock: clock)
        fixture.layout.scrollOrthogonalSection(0, by: 7)
        clock.advance(by: 0.15)
        fixture.layout.updateOrthogonalScrolling()
        clock.advance(by: 0.15)
        fixture.layout.updateOrthogonalScrolling()
        // Half-way through an ease-out of 0.3 s: 1 − 0.5³ = 0.875 of 7 → 40: 7 + 0.875 · 33 = 35.875.
        XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), 35.875, accuracy: 0.0001)
        XCTAssertTrue(fixture.layout.isScrollingOrthogonalSections)
    }

    func test_visible_items_handler_scales_the_centred_item_with_the_sections_offset_and_environment() async {
        var calls: [(count: Int, offset: CGPoint, width: CGFloat)] = []
        let sideways = section(.groupPagingCentered)
        // The idiom: distance of the item's centre on screen (frame.midX − offset.x) from the middle.
        sideways.visibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((items.count, offset, environment.container.contentSize.width))
            for item in items {
                let centred = item.frame.midX - offset.x == environment.container.contentSize.width / 2
                item.transform = centred ? .identity : CGAffineTransform(scaleX: 0.5, y: 0.5)
                item.alpha = centred ? 1 : 0.5
            }
        }
        let layout = CollectionViewCompositionalLayout(section: sideways)
        let centred = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [20])
        layout.setOrthogonalContentOffset(10, ofSection: 0)
        let attributes = (layout.layoutAttributesForElements(in: centred.collectionView.bounds) ?? [])
            .sorted { $0.indexPath.item < $1.indexPath.item }
        // Offset 10: group g at x 12g − 9, on screen for g = 0…4 (g 4 at 39). Group 2 (x 15…25, unscrolled
        // midX 30, 30 − 10 = 20) is the centred one.
        XCTAssertEqual(attributes.map(\.indexPath.item), [0, 1, 2, 3, 4])
        XCTAssertEqual(attributes.map(\.transform.a), [0.5, 0.5, 1, 0.5, 0.5])
        XCTAssertEqual(attributes.map(\.alpha), [0.5, 0.5, 1, 0.5, 0.5])
        XCTAssertEqual(attributes[2].frame, CGRect(x: 15, y: 0, width: 10, height: 3), "frame stays; transform scales it")
        XCTAssertEqual(calls.last?.count, 5)
        XCTAssertEqual(calls.last?.offset, CGPoint(x: 10, y: 0))
        XCTAssertEqual(calls.last?.width, 40)
        // The item query agrees with the rect query on screen (found by `tcv fuzz modern`): the handler
        // sees the same five items and scales item 1; item 9 (x 99) is off screen and left as laid out.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform.a, 0.5)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.transform.a, 1)
        XCTAssertEqual(calls.last?.count, 5)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.transform.a, 1)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame.minX, 99)
    }

    func test_million_item_orthogonal_section_query_returns_only_the_visible_items() async {
        let fixture = fixture(.continuous, items: 1_000_000)
        // Offset 6,000,000: group g at x 12g − 5,999,999 → on screen for g = 500,000…500,003.
        fixture.layout.setOrthogonalContentOffset(6_000_000, ofSection: 0)
        XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), 6_000_000)
        let items = visibleItems(fixture)
        XCTAssertEqual(items.map(\.indexPath.item), [500_000, 500_001, 500_002, 500_003])
        XCTAssertEqual(items.first?.frame, CGRect(x: 1, y: 0, width: 10, height: 3))
        // Every element of the query (section 1's three rows included): 4 + 3.
        XCTAssertEqual(fixture.layout.layoutAttributesForElements(in: fixture.collectionView.bounds)?.count, 7)
    }

    func test_in_a_horizontal_layout_the_section_stacks_its_groups_and_scrolls_vertically() async {
        // Groups 5 × 4 stacked from y 0 (group g at y 4g); the section is one group (5 columns) wide.
        let item = Compose.item(.fractionalWidth(1), .fractionalHeight(1))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: Compose.size(.absolute(5), .absolute(4)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [20])
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 5, height: 20))
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 0, y: 12, width: 5, height: 4))
        // Offset 6 down: group g at y 4g − 6, on screen (y < 20, y + 4 > 0) for g = 1…6.
        layout.scrollOrthogonalSection(0, by: 6)
        let items = visibleItems(fixture)
        XCTAssertEqual(items.map(\.indexPath.item), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(items.first?.frame, CGRect(x: 0, y: -2, width: 5, height: 4))
        // 80 rows of groups in a 20-row window: the offset stops at 60.
        layout.scrollOrthogonalSection(0, by: 100)
        XCTAssertEqual(layout.orthogonalContentOffset(ofSection: 0), 60)
    }

    func test_a_badge_scrolls_with_its_item() async {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: Compose.size(.absolute(1), .absolute(1)), elementKind: CompositionalFixture.badgeKind,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(layoutSize: Compose.size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: Compose.size(.absolute(10), .absolute(3)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        let layout = CollectionViewCompositionalLayout(section: section)
        let fixture = CompositionalFixture(width: 40, height: 20, layout: layout, itemCounts: [20])
        // Item 2 at x 20…30; its badge in the top-trailing cell, x 29. Scrolled 7: x 22.
        XCTAssertEqual(fixture.supplementaryFrame(CompositionalFixture.badgeKind, item: 2), CGRect(x: 29, y: 0, width: 1, height: 1))
        layout.scrollOrthogonalSection(0, by: 7)
        XCTAssertEqual(fixture.supplementaryFrame(CompositionalFixture.badgeKind, item: 2), CGRect(x: 22, y: 0, width: 1, height: 1))
        let returned = layout.layoutAttributesForElements(in: fixture.collectionView.bounds)?
            .first { $0.representedElementKind == CompositionalFixture.badgeKind && $0.indexPath.item == 2 }
        XCTAssertEqual(returned?.frame, CGRect(x: 22, y: 0, width: 1, height: 1))
    }

    // Focus moves by geometry inside an orthogonal section too, and the section (not the collection
    // view, whose content is no wider) scrolls the least that shows the newly focused item, as UIKit's
    // focus engine scrolls the section's own scroll view. Items 0–2 fit (x 1…35); item 3 at x 37–47
    // is cut off by 7 columns, so the row scrolls to offset 7 (item 3 at x 30).
    func test_focus_moves_right_inside_the_section_and_scrolls_the_section_to_show_the_item() async {
        let fixture = fixture(.continuous)
        let collectionView = fixture.collectionView
        collectionView.allowsFocus = true
        XCTAssertTrue(collectionView.moveFocus(.right), "focus enters at item 0")
        XCTAssertEqual(collectionView.indexPathForFocusedItem, IndexPath(item: 0, section: 0))
        for item in 1...3 {
            XCTAssertTrue(collectionView.moveFocus(.right))
            XCTAssertEqual(collectionView.indexPathForFocusedItem, IndexPath(item: item, section: 0))
        }
        collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), 7)
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 30, y: 0, width: 10, height: 3))
        XCTAssertEqual(collectionView.contentOffset, .zero)
        XCTAssertTrue(collectionView.moveFocus(.left))
        XCTAssertEqual(collectionView.indexPathForFocusedItem, IndexPath(item: 2, section: 0))
        XCTAssertEqual(fixture.layout.orthogonalContentOffset(ofSection: 0), 7, "item 2 (x 18) is already visible")
        XCTAssertTrue(collectionView.moveFocus(.down))
        XCTAssertEqual(collectionView.indexPathForFocusedItem?.section, 1)
    }
}
