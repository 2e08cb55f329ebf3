import Foundation
import TermCanvas
import TermCollectionView
import XCTest

/// `layoutAttributesForElements(in:)` returns exactly the elements whose frames intersect the rect —
/// checked against asking for every element one by one — and costs what it returns.
@MainActor
final class FlowLayoutQueryTests: XCTestCase {
    /// Compares the query with the brute-force filter on `count` random rects (seeded).
    private func assertQueriesMatchBruteForce(_ fixture: FlowFixture, seed: UInt64, count: Int = 300,
                                              file: StaticString = #filePath, line: UInt = #line) {
        var random = SeededGenerator(seed: seed)
        let content = fixture.layout.collectionViewContentSize
        let all = fixture.allElements()
        for _ in 0..<count {
            // Half-integer and integer edges both occur, so rects that only touch elements are covered.
            let x = CGFloat(Int.random(in: -8...Int(content.width) * 2, using: &random)) / 2
            let y = CGFloat(Int.random(in: -8...Int(content.height) * 2, using: &random)) / 2
            let width = CGFloat(Int.random(in: 0...40, using: &random)) / 2
            let height = CGFloat(Int.random(in: 0...40, using: &random)) / 2
            let rect = CGRect(x: x, y: y, width: width, height: height)
            let expected = describeElements(all.filter { $0.frame.intersects(rect) }).sorted()
            let actual = describeElements(fixture.layout.layoutAttributesForElements(in: rect) ?? []).sorted()
            XCTAssertEqual(actual, expected, "rect \(rect)", file: file, line: line)
        }
    }

    private func multiSectionLayout(pinned: Bool) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 5, height: 2)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 2, right: 1)
        layout.headerReferenceSize = CGSize(width: 0, height: 2)
        layout.footerReferenceSize = CGSize(width: 0, height: 1)
        layout.sectionHeadersPinToVisibleBounds = pinned
        layout.sectionFootersPinToVisibleBounds = pinned
        return layout
    }

    func test_uniform_sections_return_exactly_the_intersecting_elements() async {
        let fixture = FlowFixture(width: 31, height: 12, layout: multiSectionLayout(pinned: false), itemCounts: [7, 0, 13, 1, 25])
        assertQueriesMatchBruteForce(fixture, seed: 1)
    }

    func test_delegate_sized_sections_return_exactly_the_intersecting_elements() async {
        var random = SeededGenerator(seed: 7)
        let sizes = [9, 0, 30, 4].map { count in
            (0..<count).map { _ in CGSize(width: Int.random(in: 1...14, using: &random), height: Int.random(in: 1...4, using: &random)) }
        }
        let fixture = FlowFixture(width: 31, height: 12, layout: multiSectionLayout(pinned: false),
                                  itemCounts: sizes.map(\.count), delegate: ItemSizingDelegate(sizes: sizes))
        assertQueriesMatchBruteForce(fixture, seed: 2)
    }

    func test_pinned_elements_are_found_at_every_scroll_offset() async {
        let fixture = FlowFixture(width: 31, height: 12, layout: multiSectionLayout(pinned: true), itemCounts: [7, 0, 13, 1, 25])
        for offset in stride(from: -3.0, through: fixture.layout.collectionViewContentSize.height, by: 2.5) {
            fixture.scroll(toY: offset)
            assertQueriesMatchBruteForce(fixture, seed: UInt64(offset * 2 + 10), count: 40)
        }
    }

    func test_horizontal_delegate_sized_queries_return_exactly_the_intersecting_elements() async {
        var random = SeededGenerator(seed: 11)
        let sizes = [[CGSize]]([(0..<40).map { _ in CGSize(width: Int.random(in: 1...6, using: &random), height: Int.random(in: 1...9, using: &random)) }])
        let layout = multiSectionLayout(pinned: true)
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 3, height: 0)
        let fixture = FlowFixture(width: 12, height: 20, layout: layout, itemCounts: [40], delegate: ItemSizingDelegate(sizes: sizes))
        fixture.scroll(toY: 0, x: 7)
        assertQueriesMatchBruteForce(fixture, seed: 3)
    }

    func test_a_million_uniform_items_answer_with_only_the_visible_ones() async {
        // 40 wide, items 10×1, no spacing → 4 per line, 250 000 lines.
        // Visible y 100000.5–100020.5 touches lines 100000…100020: 21 lines · 4 = 84 cells.
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let fixture = FlowFixture(width: 40, height: 20, layout: layout, itemCounts: [1_000_000])
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 40, height: 250_000))
        fixture.scroll(toY: 100_000.5)
        XCTAssertEqual(fixture.collectionView.statistics.visibleElements, 84)
        let visible = layout.layoutAttributesForElements(in: fixture.collectionView.bounds) ?? []
        XCTAssertEqual(visible.count, 84)
        XCTAssertEqual(visible.first?.indexPath, IndexPath(item: 400_000, section: 0))
        XCTAssertEqual(visible.last?.indexPath, IndexPath(item: 400_083, section: 0))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame,
                       CGRect(x: 30, y: 249_999, width: 10, height: 1))
        XCTAssertEqual(fixture.collectionView.statistics.prepareCalls, 1, "scrolling did not prepare again")
    }

    func test_a_million_items_in_ten_thousand_sections_answer_with_only_the_visible_ones() async {
        // 100 items per section, 4 per line → 25 lines of 1 + header 1 = 26 rows per section, so
        // section 5000 starts at 26·5000 = 130000. The rect y 130000.5–130020.5 touches its header
        // (130000–130001) and lines k = 0…19 (130001+k ≤ 130020.5); section 4999 ends at 130000.
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        let fixture = FlowFixture(width: 40, height: 20, layout: layout, itemCounts: Array(repeating: 100, count: 10_000))
        XCTAssertEqual(layout.collectionViewContentSize.height, 260_000)
        fixture.scroll(toY: 130_000.5)
        let visible = layout.layoutAttributesForElements(in: fixture.collectionView.bounds) ?? []
        XCTAssertEqual(visible.count, 1 + 80)
        XCTAssertEqual(fixture.collectionView.statistics.visibleElements, 1 + 80)
        XCTAssertEqual(visible.first?.representedElementKind, CollectionView.elementKindSectionHeader)
        XCTAssertEqual(Set(visible.map(\.indexPath.section)), [5000])
    }

    /// A million sections that all take the layout's own properties are one run of the flow model,
    /// so a million-section data set costs the collection view's item counts and little more (the
    /// issue measured 435 MB). Each section: header 1 + inset 1 + 2 lines of 2 + inset 1 = 7 rows, so
    /// section s starts at 7s and its item 1 (second line) sits at y 7s + 2 + 2 = 7s + 4.
    func test_a_million_like_sections_are_stacked_exactly_and_answer_at_the_end() async {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 2)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 1)
        layout.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        let fixture = FlowFixture(width: 40, height: 14, layout: layout, itemCounts: Array(repeating: 2, count: 1_000_000))
        XCTAssertEqual(layout.collectionViewContentSize.height, 7_000_000)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 999_999))?.frame,
                       CGRect(x: 0, y: 6_999_997, width: 40, height: 2))
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 500_000))?.frame,
                       CGRect(x: 0, y: 3_500_000, width: 40, height: 1))
        fixture.scroll(toY: 6_999_986)
        let visible = layout.layoutAttributesForElements(in: fixture.collectionView.bounds) ?? []
        // Rows 6999986–7000000: section 999998 (from 6999986) and section 999999 (from 6999993), whole.
        XCTAssertEqual(Set(visible.map(\.indexPath.section)), [999_998, 999_999])
        XCTAssertEqual(visible.count, 2 * 3)
    }
}
