import Foundation
import TermCollectionView
import XCTest

/// Vertical flow with sizes and metrics from a `CollectionViewDelegateFlowLayout`.
@MainActor
final class DelegateSizedFlowLayoutTests: XCTestCase {
    private func flowLayout(interitem: CGFloat, line: CGFloat) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.minimumInteritemSpacing = interitem
        layout.minimumLineSpacing = line
        return layout
    }

    /// Width 40, no insets, interitem 2, line spacing 1.
    private func mixedFixture() -> (FlowFixture, ItemSizingDelegate) {
        let sizes = [CGSize(width: 10, height: 3), CGSize(width: 12, height: 5), CGSize(width: 8, height: 1),
                     CGSize(width: 9, height: 2), CGSize(width: 30, height: 4), CGSize(width: 6, height: 2)]
        let delegate = ItemSizingDelegate(sizes: [sizes])
        let fixture = FlowFixture(width: 40, height: 20, layout: flowLayout(interitem: 2, line: 1), itemCounts: [6], delegate: delegate)
        return (fixture, delegate)
    }

    func test_mixed_heights_center_on_a_line_as_tall_as_its_tallest_item() async {
        // Line 0 takes items 0–2: 10+2+12+2+8 = 34 ≤ 40; adding item 3 would make 34+2+9 = 45.
        // Leftover 40 − 30 − 2·2 = 6 → gaps 2 + 6/2 = 5: x = 0, 10+5 = 15, 15+12+5 = 32.
        // Line height 5 (item 1); y = (5−3)/2 = 1, 0, (5−1)/2 = 2.
        let (fixture, _) = mixedFixture()
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 1, width: 10, height: 3))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 15, y: 0, width: 12, height: 5))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 32, y: 2, width: 8, height: 1))
        XCTAssertEqual(fixture.cellFrame(1), CGRect(x: 15, y: 0, width: 12, height: 5))
    }

    func test_an_item_alone_on_a_line_that_is_not_the_last_is_centered() async {
        // Line 1 starts at 5 + 1 = 6. Item 3 (9 wide) alone: 9+2+30 = 41 > 40 → x = (40 − 9)/2 = 15.5.
        let (fixture, _) = mixedFixture()
        XCTAssertEqual(fixture.itemFrame(3), CGRect(x: 15.5, y: 6, width: 9, height: 2))
    }

    func test_the_last_line_of_mixed_sizes_is_left_aligned_with_the_minimum_spacing_openradar_20825965() async {
        // Line 2 starts at 6 + 2 + 1 = 9, height 4: item 4 at x 0; item 5 at 30 + 2 = 32, y = 9 + (4−2)/2 = 10.
        let (fixture, _) = mixedFixture()
        XCTAssertEqual(fixture.itemFrame(4), CGRect(x: 0, y: 9, width: 30, height: 4))
        XCTAssertEqual(fixture.itemFrame(5), CGRect(x: 32, y: 10, width: 6, height: 2))
        // Content height: 9 + 4 = 13.
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 40, height: 13))
    }

    func test_lone_items_are_centered_except_on_the_last_line() async {
        // 20+2+30 = 52 > 40 and 30+2+10 = 42 > 40: one item per line.
        // Line 0: x = (40−20)/2 = 10; line 1 (y 3): x = (40−30)/2 = 5; line 2 (y 6, last): x = 0.
        let delegate = ItemSizingDelegate(sizes: [[CGSize(width: 20, height: 2), CGSize(width: 30, height: 2), CGSize(width: 10, height: 3)]])
        let fixture = FlowFixture(width: 40, height: 20, layout: flowLayout(interitem: 2, line: 1), itemCounts: [3], delegate: delegate)
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 10, y: 0, width: 20, height: 2))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 5, y: 3, width: 30, height: 2))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 0, y: 6, width: 10, height: 3))
        XCTAssertEqual(fixture.layout.collectionViewContentSize.height, 9)
    }

    func test_equal_delegate_sizes_lay_out_like_itemSize_with_the_last_line_in_columns() async {
        // Every item 10×2 in width 40, interitem 1: 3 per line (10+1+10+1+10 = 32; 43 > 40),
        // gaps (40 − 30)/2 = 5: x = 0, 15, 30. Item 4 (last line, column 1) at x 15, as with itemSize.
        let delegate = ItemSizingDelegate { _ in CGSize(width: 10, height: 2) }
        let fixture = FlowFixture(width: 40, height: 20, layout: flowLayout(interitem: 1, line: 0), itemCounts: [5], delegate: delegate)
        XCTAssertEqual(fixture.itemFrame(4), CGRect(x: 15, y: 2, width: 10, height: 2))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 30, y: 0, width: 10, height: 2))
    }

    func test_each_item_is_sized_exactly_once_per_prepare() async {
        let (fixture, delegate) = mixedFixture()
        XCTAssertEqual(delegate.sizeCalls, 6)
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(delegate.sizeCalls, 12)
    }

    func test_a_delegate_that_does_not_size_items_is_probed_once_and_the_uniform_path_is_taken() async {
        // SectionMetricsDelegate answers insets but not sizes: the default sizeForItemAt runs once (the
        // probe), then items take itemSize. Section insets come from the delegate: 3 on the left.
        let delegate = SectionMetricsDelegate()
        delegate.insets[0] = EdgeInsets(top: 0, left: 3, bottom: 0, right: 0)
        let layout = flowLayout(interitem: 0, line: 0)
        layout.itemSize = CGSize(width: 37, height: 1)
        let fixture = FlowFixture(width: 40, height: 10, layout: layout, itemCounts: [1000], delegate: delegate)
        XCTAssertEqual(fixture.itemFrame(999), CGRect(x: 3, y: 999, width: 37, height: 1))
        XCTAssertEqual(delegate.insetCalls, 1, "section metrics are asked once per section")
    }

    func test_per_section_insets_and_spacings_come_from_the_delegate() async {
        // Width 20, items 5×2 (itemSize), delegate metrics per section.
        // Section 0: insets 1 all round, spacings 0 → 18 available, 3 per line (15 ≤ 18; 20 > 18),
        //   gaps (18 − 15)/2 = 1.5: x = 1, 7.5, 14; lines y = 1, 3; section ends 1 + 4 + 1 = 6.
        // Section 1: inset top 2, interitem 4, line 3 → 20 available, 2 per line (5+4+5 = 14; 23 > 20),
        //   gap 20 − 10 = 10: x = 0, 15; lines y = 6+2 = 8, 8+2+3 = 13; ends 15.
        let delegate = SectionMetricsDelegate()
        delegate.insets = [0: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), 1: EdgeInsets(top: 2, left: 0, bottom: 0, right: 0)]
        delegate.interitemSpacings = [0: 0, 1: 4]
        delegate.lineSpacings = [0: 0, 1: 3]
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 5, height: 2)
        let fixture = FlowFixture(width: 20, height: 30, layout: layout, itemCounts: [5, 3], delegate: delegate)
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 1, y: 1, width: 5, height: 2))
        XCTAssertEqual(fixture.itemFrame(1), CGRect(x: 7.5, y: 1, width: 5, height: 2))
        XCTAssertEqual(fixture.itemFrame(2), CGRect(x: 14, y: 1, width: 5, height: 2))
        XCTAssertEqual(fixture.itemFrame(4), CGRect(x: 7.5, y: 3, width: 5, height: 2))
        XCTAssertEqual(fixture.itemFrame(0, section: 1), CGRect(x: 0, y: 8, width: 5, height: 2))
        XCTAssertEqual(fixture.itemFrame(1, section: 1), CGRect(x: 15, y: 8, width: 5, height: 2))
        XCTAssertEqual(fixture.itemFrame(2, section: 1), CGRect(x: 0, y: 13, width: 5, height: 2))
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 20, height: 15))
    }

    func test_default_delegate_methods_return_the_layout_properties() async {
        final class SilentDelegate: CollectionViewDelegateFlowLayout {}
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 7, height: 2)
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        layout.minimumLineSpacing = 5
        layout.minimumInteritemSpacing = 6
        layout.headerReferenceSize = CGSize(width: 0, height: 8)
        layout.footerReferenceSize = CGSize(width: 0, height: 9)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), collectionViewLayout: layout)
        let delegate = SilentDelegate()
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)), CGSize(width: 7, height: 2))
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, insetForSectionAt: 0), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: 0), 5)
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: 0), 6)
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 0), CGSize(width: 0, height: 8))
        XCTAssertEqual(delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: 0), CGSize(width: 0, height: 9))
    }
}
