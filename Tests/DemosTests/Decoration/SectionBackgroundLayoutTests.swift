import Foundation
import TermCanvas
import TermCollectionView
import XCTest
@testable import Demos

/// The section-background flow layout against hand-computed frames.
///
/// Layout of the demo (`DecorationDemo.makeLayout()`): header 1 row, section inset top 1 / left 2 /
/// bottom 1 / right 2, items 24×4, line spacing 1, inter-item spacing 2, footer 1 row. At 80 columns
/// three items fill a row exactly (2 + 24 + 2 + 24 + 2 + 24 + 2 = 80): x = 2, 28, 54. A section of `r`
/// rows of items is header 1 + inset 1 + (4r + r − 1) + inset 1 + footer 1 rows.
///
/// With item counts [4, 2, 7, 0] (2, 1, 3 and 0 rows):
///
/// | section | header y | items y      | footer y | ends | default background (items ∪, ± inset)  |
/// |---------|----------|--------------|----------|------|----------------------------------------|
/// | 0       | 0        | 2..<11       | 12       | 13   | y 2 − 1 = 1, height 9 + 2 = 11          |
/// | 1       | 13       | 15..<19      | 20       | 21   | y 15 − 1 = 14, height 4 + 2 = 6         |
/// | 2       | 21       | 23..<37      | 38       | 39   | y 23 − 1 = 22, height 14 + 2 = 16       |
/// | 3       | 39       | (none)       | 42       | 43   | none: no items                          |
///
/// Test methods are `async`: corelibs XCTest on Linux cannot call a synchronous test method of a
/// @MainActor class ("Could not cast value of type '(…) -> @MainActor () -> ()'").
@MainActor
final class SectionBackgroundLayoutTests: XCTestCase {
    private let kind = SectionBackgroundFlowLayout.elementKindSectionBackground
    private let counts = [4, 2, 7, 0]

    private func backgroundFrame(_ layout: CollectionViewLayout, section: Int) -> CGRect? {
        layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    // MARK: Rects

    func test_default_background_is_the_union_of_item_frames_grown_by_the_section_inset_across_the_width() async {
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        let layout = collectionView.collectionViewLayout
        // The items the union is made of: section 0 rows at y 2 and 7 (2 + 4 + 1), columns at x 2, 28, 54.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 2, y: 2, width: 24, height: 4))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 2, y: 7, width: 24, height: 4))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 2))?.frame, CGRect(x: 2, y: 33, width: 24, height: 4))
        XCTAssertEqual(backgroundFrame(layout, section: 0), CGRect(x: 0, y: 1, width: 80, height: 11))
        XCTAssertEqual(backgroundFrame(layout, section: 1), CGRect(x: 0, y: 14, width: 80, height: 6))
        XCTAssertEqual(backgroundFrame(layout, section: 2), CGRect(x: 0, y: 22, width: 80, height: 16))
        XCTAssertNil(backgroundFrame(layout, section: 3), "a section without items has no default background")
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 80, height: 43))
    }

    func test_background_follows_a_width_change_to_two_columns() async {
        // 60 columns: 60 − 2 − 2 = 56 holds two 24-column items (24 + 2 + 24 = 50 ≤ 56, a third needs 76).
        // Section 2's 7 items take 4 rows: items 23..<42 (4·4 + 3 = 19), background y 22, height 21.
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        collectionView.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        XCTAssertEqual(backgroundFrame(layout, section: 0), CGRect(x: 0, y: 1, width: 60, height: 11))
        XCTAssertEqual(backgroundFrame(layout, section: 1), CGRect(x: 0, y: 14, width: 60, height: 6))
        XCTAssertEqual(backgroundFrame(layout, section: 2), CGRect(x: 0, y: 22, width: 60, height: 21))
    }

    func test_data_source_supplies_rect_and_colour_and_can_leave_a_section_without_background() async {
        let dataSource = RectsDataSource(counts: counts)
        dataSource.rects = [0: .null, 1: CGRect(x: 1, y: 13, width: 40, height: 8)]
        dataSource.colors = [1: .green, 2: .magenta]
        let collectionView = makePlannerCollectionView(dataSource: dataSource)
        let layout = collectionView.collectionViewLayout
        XCTAssertNil(backgroundFrame(layout, section: 0), ".null means no background")
        XCTAssertEqual(backgroundFrame(layout, section: 1), CGRect(x: 1, y: 13, width: 40, height: 8))
        XCTAssertEqual(backgroundFrame(layout, section: 2), CGRect(x: 0, y: 22, width: 80, height: 16), "nil means the default rect")
        let attributes = layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual((attributes as? SectionBackgroundLayoutAttributes)?.color, .green)
        // The colour reaches the decoration view through apply(_:).
        XCTAssertEqual(collectionView.visibleBackgroundSections, [1])
        XCTAssertEqual(collectionView.backgroundView(inSection: 1)?.backgroundColor, .green)
    }

    // The day colours are UIKit colours; each draws as the ANSI colour the demo always showed.
    func test_day_colours_draw_as_the_same_terminal_colours() async {
        XCTAssertEqual(WeekPlannerDataSource.colors.map(\.nearestTerminalColor), [.blue, .green, .magenta, .cyan, .yellow, .red])
    }

    func test_demo_whole_section_shape_is_the_header_joined_to_the_default_rect() async {
        // Header (0, 0, 80, 1) ∪ (0, 1, 80, 11) = (0, 0, 80, 12); section 1: (0, 13) ∪ (0, 14, 80, 6).
        let collectionView = makePlannerCollectionView(dataSource: WeekPlannerDataSource())
        let layout = collectionView.collectionViewLayout
        XCTAssertEqual(backgroundFrame(layout, section: 0), CGRect(x: 0, y: 0, width: 80, height: 12))
        XCTAssertEqual(backgroundFrame(layout, section: 1), CGRect(x: 0, y: 13, width: 80, height: 7))
        // Wednesday: 7 events in 3 rows, starting after Monday (13 rows) and Tuesday (8): 21 + 17.
        XCTAssertEqual(backgroundFrame(layout, section: 2), CGRect(x: 0, y: 21, width: 80, height: 17))
    }

    func test_demo_items_shape_and_off_shape_after_invalidation() async {
        let dataSource = WeekPlannerDataSource()
        let collectionView = makePlannerCollectionView(dataSource: dataSource)
        dataSource.backgroundShape = .items
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(backgroundFrame(collectionView.collectionViewLayout, section: 0), CGRect(x: 0, y: 1, width: 80, height: 11))
        dataSource.backgroundShape = .none
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertNil(backgroundFrame(collectionView.collectionViewLayout, section: 0))
        XCTAssertEqual(collectionView.visibleBackgroundSections, [])
    }

    // MARK: Visible rect

    func test_only_backgrounds_intersecting_the_rect_are_returned() async {
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        let layout = collectionView.collectionViewLayout
        func sections(in rect: CGRect) -> [Int] {
            (layout.layoutAttributesForElements(in: rect) ?? [])
                .filter { $0.representedElementCategory == .decorationView }.map(\.indexPath.section)
        }
        // Backgrounds: 0 → y 1..<12, 1 → 14..<20, 2 → 22..<38.
        XCTAssertEqual(sections(in: CGRect(x: 0, y: 0, width: 80, height: 20)), [0, 1])
        XCTAssertEqual(sections(in: CGRect(x: 0, y: 13, width: 80, height: 20)), [1, 2])
        XCTAssertEqual(sections(in: CGRect(x: 0, y: 21, width: 80, height: 20)), [2])
        XCTAssertEqual(sections(in: CGRect(x: 0, y: 38.5, width: 80, height: 4)), [], "section 3 has none")
    }

    func test_scrolling_shows_the_backgrounds_of_the_visible_sections() async {
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        XCTAssertEqual(collectionView.visibleBackgroundSections, [0, 1])
        collectionView.scroll(toY: 13)
        XCTAssertEqual(collectionView.visibleBackgroundSections, [1, 2])
        XCTAssertEqual(collectionView.backgroundView(inSection: 2)?.frame, CGRect(x: 0, y: 22, width: 80, height: 16))
        collectionView.scroll(toY: 21)
        XCTAssertEqual(collectionView.visibleBackgroundSections, [2])
    }

    // MARK: Z-order

    func test_backgrounds_are_below_cells_and_cells_below_headers_and_footers() async {
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        let all = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        let zIndexes = Dictionary(grouping: all, by: \.representedElementCategory).mapValues { Set($0.map(\.zIndex)) }
        XCTAssertEqual(zIndexes[.decorationView], [-1])
        XCTAssertEqual(zIndexes[.cell], [1])
        XCTAssertEqual(zIndexes[.supplementaryView], [2])
        // Single-element queries raise the same way, so every path agrees.
        XCTAssertEqual(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex, 1)
        XCTAssertEqual(collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.zIndex, 2)
        // The renderer draws in this order: both backgrounds first.
        let order = collectionView.viewsInDrawingOrder.map(\.key.category)
        XCTAssertEqual(Array(order.prefix(2)), [.decorationView, .decorationView])
        XCTAssertFalse(order.dropFirst(2).contains(.decorationView))
        let lastCell = order.lastIndex(of: .cell)!
        XCTAssertTrue(order[(lastCell + 1)...].allSatisfy { $0 == .supplementaryView })
    }

    func test_pinned_header_stays_above_the_cells_it_covers() async {
        // Pinned at offset 5: section 0's header moves to y 5, over the first row of cells (y 2..<6);
        // the flow layout gives it zIndex 1, this layout raises it to 2, cells stay at 1.
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        (collectionView.collectionViewLayout as! SectionBackgroundFlowLayout).sectionHeadersPinToVisibleBounds = true
        collectionView.scroll(toY: 5)
        let header = collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 5, width: 80, height: 1))
        XCTAssertEqual(header?.zPosition, 2)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.zPosition, 1)
        let order = collectionView.viewsInDrawingOrder.map(\.view)
        let headerIndex = order.firstIndex { $0 === header }!
        let cellIndex = order.firstIndex { $0 === collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) }!
        XCTAssertGreaterThan(headerIndex, cellIndex)
    }

    func test_cells_are_drawn_whole_on_top_of_the_shade() async {
        // Rows on screen at offset 0 (default rects): 0 header, 1 inset (all shade), 2 top border of
        // the first row of cells with shade in the 2-column gaps, 3 and 4 inside the cells: the text,
        // then blank — not shade.
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        let lines = CollectionViewRenderer.canvas(for: collectionView).textLines()
        let shade = { (count: Int) in String(repeating: "░", count: count) }
        let top = "┌" + String(repeating: "─", count: 22) + "┐"
        XCTAssertEqual(lines[0], "  Section 0 " + String(repeating: " ", count: 68))
        XCTAssertEqual(lines[1], shade(80))
        XCTAssertEqual(lines[2], shade(2) + top + shade(2) + top + shade(2) + top + shade(2))
        let inside = { (text: String) in "│ " + text + String(repeating: " ", count: 21 - text.count) + "│" }
        XCTAssertEqual(lines[3], shade(2) + inside("item 0.0") + shade(2) + inside("item 0.1") + shade(2) + inside("item 0.2") + shade(2))
        XCTAssertEqual(lines[4], shade(2) + inside("") + shade(2) + inside("") + shade(2) + inside("") + shade(2))
        XCTAssertEqual(lines[6], shade(80), "line spacing between the rows of cells")
        XCTAssertEqual(lines[11], shade(80), "bottom inset")
        XCTAssertFalse(lines[12].contains("░"), "the footer row is outside the default background")
    }

    // MARK: Cache

    func test_decoration_attributes_come_from_the_cache_and_scrolling_does_not_prepare_again() async {
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        let layout = collectionView.collectionViewLayout
        let indexPath = IndexPath(item: 0, section: 1)
        let cached = layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        XCTAssertNotNil(cached)
        XCTAssertTrue(layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath) === cached)
        let fromRect = layout.layoutAttributesForElements(in: collectionView.bounds)?
            .first { $0.representedElementCategory == .decorationView && $0.indexPath == indexPath }
        XCTAssertTrue(fromRect === cached, "layoutAttributesForElements(in:) hands out the same cached attributes")
        let prepares = collectionView.statistics.prepareCalls
        collectionView.scroll(toY: 13)
        collectionView.scroll(toY: 2)
        XCTAssertEqual(collectionView.statistics.prepareCalls, prepares)
        XCTAssertTrue(layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath) === cached)
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "Other", at: indexPath))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 9)))
    }

    func test_background_view_is_created_from_the_registered_class() async {
        let collectionView = makePlannerCollectionView(dataSource: CountsDataSource(counts: counts))
        XCTAssertTrue(collectionView.backgroundView(inSection: 0) is SectionBackgroundView)
    }

    // MARK: Attributes

    func test_attributes_copy_keeps_the_colour_and_equality_compares_it() async {
        let attributes = SectionBackgroundLayoutAttributes(forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 0, y: 22, width: 80, height: 16)
        attributes.color = .cyan
        let copy = attributes.copy() as! SectionBackgroundLayoutAttributes
        XCTAssertFalse(copy === attributes)
        XCTAssertEqual(copy.color, .cyan)
        XCTAssertEqual(copy.frame, attributes.frame)
        XCTAssertEqual(copy.representedElementKind, kind)
        XCTAssertTrue(copy.isEqual(attributes))
        copy.color = .red
        XCTAssertFalse(copy.isEqual(attributes))
        XCTAssertFalse(attributes.isEqual(copy))
    }
}
