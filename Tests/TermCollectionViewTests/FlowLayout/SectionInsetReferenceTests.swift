import Foundation
import TermCollectionView
import XCTest

/// `sectionInsetReference`: section insets measured from the content inset (default), the safe area
/// or the layout margins, across the scroll axis; never closer to the edge than the content inset
/// (Apple: "The minimum value of this property is always the collection view's contentInset").
@MainActor
final class SectionInsetReferenceTests: XCTestCase {
    /// Width 40, items 10×3, spacings 1, section insets 1/2/1/2, a header 2 rows tall.
    private func fixture(_ reference: CollectionViewFlowLayout.SectionInsetReference,
                         contentInset: EdgeInsets = .zero, delegate: CollectionViewDelegate? = nil) -> FlowFixture {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 3)
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        layout.headerReferenceSize = CGSize(width: 0, height: 2)
        layout.sectionInsetReference = reference
        return FlowFixture(width: 40, height: 20, layout: layout, itemCounts: [6], delegate: delegate, contentInset: contentInset)
    }

    func test_default_is_from_content_inset_with_UIKits_raw_values() async {
        XCTAssertEqual(CollectionViewFlowLayout().sectionInsetReference, .fromContentInset)
        XCTAssertEqual([CollectionViewFlowLayout.SectionInsetReference.fromContentInset, .fromSafeArea, .fromLayoutMargins].map(\.rawValue), [0, 1, 2])
        // 36 columns between the insets: 3 items, gaps of (36 − 30) / 2 = 3 → x 2, 15, 28.
        let flow = fixture(.fromContentInset)
        XCTAssertEqual(flow.itemFrame(0), CGRect(x: 2, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.itemFrame(2), CGRect(x: 28, y: 3, width: 10, height: 3))
    }

    // Default margins 1 column each side: left and right insets 1 + 2 = 3, 34 columns between them,
    // 3 items, gaps of (34 − 30) / 2 = 2 → x 3, 15, 27 (ending at 37 = 40 − 3). Top stays header 2 + inset 1.
    func test_from_layout_margins_adds_the_margins_across_the_scroll_axis() async {
        let flow = fixture(.fromLayoutMargins)
        XCTAssertEqual(flow.itemFrame(0), CGRect(x: 3, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.itemFrame(1), CGRect(x: 15, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.itemFrame(2), CGRect(x: 27, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.cellFrame(3), CGRect(x: 3, y: 7, width: 10, height: 3))
        // Headers span the content: section insets (and so their reference) do not size them.
        XCTAssertEqual(flow.headerFrame(section: 0), CGRect(x: 0, y: 0, width: 40, height: 2))
        // Height: header 2 + 1 + two lines 3 + 1 + 3 + bottom 1 = 11, unchanged by the margins.
        XCTAssertEqual(flow.collectionView.contentSize, CGSize(width: 40, height: 11))
    }

    // Leading 5, trailing 3 → insets 7 and 5, 28 columns: 2 items (3·10 + 2 = 32 > 28), gap 28 − 20 = 8 → x 7, 25.
    func test_margin_changes_lay_the_items_out_again() async {
        let flow = fixture(.fromLayoutMargins)
        flow.collectionView.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 5, bottom: 4, trailing: 3)
        flow.collectionView.layoutIfNeeded()
        XCTAssertEqual(flow.cellFrame(0), CGRect(x: 7, y: 3, width: 10, height: 3), "top margin ignored along the scroll axis")
        XCTAssertEqual(flow.cellFrame(1), CGRect(x: 25, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.cellFrame(2), CGRect(x: 7, y: 7, width: 10, height: 3))
    }

    // Content inset 4 on the left, margins 1 and 2: left max(0, 1 − 4 + 2) = 0 — the items align with
    // the content inset — and right max(0, 2 − 0 + 2) = 4. The content is 36 wide; 32 columns hold
    // 3 items with gaps of 1 → x 0, 11, 22 in content coordinates; on screen (offset −4) 4, 15, 26.
    func test_the_content_inset_is_the_minimum() async {
        let flow = fixture(.fromLayoutMargins, contentInset: EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
        flow.collectionView.layoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 2)
        flow.collectionView.contentOffset = CGPoint(x: -4, y: 0)
        flow.collectionView.layoutIfNeeded()
        XCTAssertEqual(flow.itemFrame(0), CGRect(x: 0, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.itemFrame(1), CGRect(x: 11, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.itemFrame(2), CGRect(x: 22, y: 3, width: 10, height: 3))
        let onScreen = flow.cellFrame(0).map { $0.offsetBy(dx: -flow.collectionView.contentOffset.x, dy: 0) }
        XCTAssertEqual(onScreen?.minX, 4)
    }

    // The safe area is zero, so from it the insets are max(0, 0 − contentInset + sectionInset): with
    // content inset 4 on the left, left max(0, −4 + 2) = 0 and right 2 → 34 columns, gaps 2 → x 0, 12, 24.
    // Without a content inset it is the same as the default.
    func test_from_safe_area_measures_from_the_view_edge() async {
        let inset = fixture(.fromSafeArea, contentInset: EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
        XCTAssertEqual(inset.itemFrame(0), CGRect(x: 0, y: 3, width: 10, height: 3))
        XCTAssertEqual(inset.itemFrame(2), CGRect(x: 24, y: 3, width: 10, height: 3))
        let plain = fixture(.fromSafeArea)
        XCTAssertEqual(describeElements(plain.allElements()), describeElements(fixture(.fromContentInset).allElements()))
    }

    // A content inset change moves the boundary: margins 1, content inset 2 on the left → left
    // max(0, 1 − 2 + 2) = 1, right 1 + 2 = 3.
    func test_content_inset_and_reference_changes_lay_out_again() async {
        let flow = fixture(.fromContentInset)
        flow.layout.sectionInsetReference = .fromLayoutMargins
        flow.collectionView.layoutIfNeeded()
        XCTAssertEqual(flow.itemFrame(0)?.minX, 3)
        flow.collectionView.contentInset = EdgeInsets(top: 0, left: 2, bottom: 0, right: 0)
        flow.collectionView.layoutIfNeeded()
        // Content 38 wide, insets 1 and 3 → 34 columns, gaps 2: x 1, 13, 25.
        XCTAssertEqual(flow.itemFrame(0), CGRect(x: 1, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.itemFrame(2), CGRect(x: 25, y: 3, width: 10, height: 3))
    }

    // The delegate's section insets are measured from the reference too: 3 + margin 1 = 4.
    func test_delegate_insets_are_measured_from_the_reference() async {
        let delegate = SectionMetricsDelegate()
        delegate.insets[0] = EdgeInsets(top: 0, left: 3, bottom: 0, right: 0)
        let flow = fixture(.fromLayoutMargins, delegate: delegate)
        XCTAssertEqual(flow.itemFrame(0), CGRect(x: 4, y: 2, width: 10, height: 3))
    }

    // Scrolling horizontally the cross axis is vertical: top 2 + 1 = 3, bottom 1 + 1 = 2 → 15 rows hold
    // 4 items exactly (4·3 + 3·1) → y 3, 7, 11, 15. Left stays the header 2 + section inset 2 = 4.
    func test_horizontal_flow_measures_top_and_bottom() async {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 10, height: 3)
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        layout.headerReferenceSize = CGSize(width: 2, height: 0)
        layout.sectionInsetReference = .fromLayoutMargins
        let flow = FlowFixture(width: 40, height: 20, layout: layout, itemCounts: [6])
        flow.collectionView.layoutMargins = EdgeInsets(top: 2, left: 1, bottom: 1, right: 1)
        flow.collectionView.layoutIfNeeded()
        XCTAssertEqual(flow.itemFrame(0), CGRect(x: 4, y: 3, width: 10, height: 3))
        XCTAssertEqual(flow.itemFrame(3), CGRect(x: 4, y: 15, width: 10, height: 3))
        XCTAssertEqual(flow.itemFrame(4), CGRect(x: 15, y: 3, width: 10, height: 3))
    }
}
