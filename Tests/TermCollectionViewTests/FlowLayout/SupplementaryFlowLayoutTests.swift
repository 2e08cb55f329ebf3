import Foundation
import TermCollectionView
import XCTest

/// Section headers and footers of the flow layout.
@MainActor
final class SupplementaryFlowLayoutTests: XCTestCase {
    /// Width 30; items 10×2, spacings 0 → 3 per line at x 0, 10, 20; section insets 1 top and bottom;
    /// header height 2 (its width 99 is ignored), footer height 1; section 1's header is zero-sized by
    /// the delegate.
    private func fixture() -> FlowFixture {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 2)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
        layout.headerReferenceSize = CGSize(width: 99, height: 2)
        layout.footerReferenceSize = CGSize(width: 0, height: 1)
        let delegate = SectionMetricsDelegate()
        delegate.headerSizes[1] = .zero
        return FlowFixture(width: 30, height: 20, layout: layout, itemCounts: [4, 2], delegate: delegate)
    }

    func test_headers_and_footers_span_the_width_around_the_inset_items() async {
        // Section 0: header y 0–2; items from 2 + 1 = 3, lines at 3 and 5; footer at 3 + 4 + 1 = 8.
        let fixture = fixture()
        XCTAssertEqual(fixture.headerFrame(section: 0), CGRect(x: 0, y: 0, width: 30, height: 2))
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 3, width: 10, height: 2))
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 0, y: 5, width: 10, height: 2))
        XCTAssertEqual(fixture.footerFrame(section: 0), CGRect(x: 0, y: 8, width: 30, height: 1))
    }

    func test_a_zero_reference_size_adds_no_header() async {
        // Section 1 starts at 9 with no header: items at 9 + 1 = 10, footer at 10 + 2 + 1 = 13.
        let fixture = fixture()
        XCTAssertNil(fixture.headerFrame(section: 1))
        XCTAssertEqual(fixture.itemFrame(0, section: 1), CGRect(x: 0, y: 10, width: 10, height: 2))
        XCTAssertEqual(fixture.footerFrame(section: 1), CGRect(x: 0, y: 13, width: 30, height: 1))
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 30, height: 14))
    }

    func test_elements_come_header_items_footer_section_by_section() async {
        let fixture = fixture()
        let all = fixture.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 30, height: 14)) ?? []
        XCTAssertEqual(all.map { ElementKey($0).description }, [
            "supplementaryView(UICollectionElementKindSectionHeader)[0, 0]",
            "cell[0, 0]", "cell[0, 1]", "cell[0, 2]", "cell[0, 3]",
            "supplementaryView(UICollectionElementKindSectionFooter)[0, 0]",
            "cell[1, 0]", "cell[1, 1]",
            "supplementaryView(UICollectionElementKindSectionFooter)[1, 0]",
        ])
    }

    func test_the_collection_view_shows_the_supplementary_views_the_data_source_gives() async {
        let fixture = fixture()
        XCTAssertEqual(fixture.visibleHeader(section: 0)?.frame, CGRect(x: 0, y: 0, width: 30, height: 2))
        XCTAssertEqual(fixture.collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionFooter).count, 2)
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader),
                       [IndexPath(item: 0, section: 0)])
    }

    func test_unpinned_supplementary_views_stay_at_zIndex_0() async {
        let fixture = fixture()
        let header = fixture.layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header?.zIndex, 0)
    }
}
