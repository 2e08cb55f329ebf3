import UIKitCompat
import XCTest

private final class Sections: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        header.text = "Section \(indexPath.section)"
        return header
    }
}

/// The classic sticky-header flow subclass, unchanged: headers pin and are pushed by the next one.
///
/// Geometry (20×6 view, full-width items 2 rows tall, headers 2 rows, no spacing): section 0 is its
/// header at y 0 and items at 2, 4, 6, 8 (ending at 10); section 1 its header at 10 and items at 12…18.
/// The header's y is min(max(offset, firstItem.minY − 2), lastItem.maxY − 2): section 0 between 0
/// and 8, section 1 between 10 and 18.
@MainActor
final class StickyHeadersPortTests: XCTestCase {
    private let sections = Sections()

    private func makeCollectionView() -> UICollectionView {
        let layout = StickyHeadersFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 2)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 20, height: 2)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionElementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.dataSource = sections
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func header(_ section: Int, in collectionView: UICollectionView) -> UICollectionReusableView? {
        collectionView.supplementaryView(forElementKind: UICollectionElementKindSectionHeader, at: IndexPath(row: 0, section: section))
    }

    private func scroll(_ collectionView: UICollectionView, to y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }

    func test_header_rests_at_its_place_before_scrolling() async {
        let collectionView = makeCollectionView()
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(header(0, in: collectionView)?.frame, CGRect(x: 0, y: 0, width: 20, height: 2))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(row: 1, section: 0))?.frame, CGRect(x: 0, y: 4, width: 20, height: 2))
    }

    // Offset 5: max(5, 0) = 5, under min(…, 8) → the header sits at the top of the visible area, on top.
    func test_header_pins_to_the_top_while_its_section_scrolls() async {
        let collectionView = makeCollectionView()
        scroll(collectionView, to: 5)
        XCTAssertEqual(header(0, in: collectionView)?.frame, CGRect(x: 0, y: 5, width: 20, height: 2))
        let pinned = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds)?
            .first { $0.representedElementKind == UICollectionElementKindSectionHeader && $0.indexPath.section == 0 }
        XCTAssertEqual(pinned?.zIndex, 1024)
    }

    // Offset 9: section 0's header would pin at 9 but stops at 10 − 2 = 8, pushed up by section 1's at 10.
    func test_next_header_pushes_the_pinned_one_up() async {
        let collectionView = makeCollectionView()
        scroll(collectionView, to: 9)
        XCTAssertEqual(header(0, in: collectionView)?.frame, CGRect(x: 0, y: 8, width: 20, height: 2))
        XCTAssertEqual(header(1, in: collectionView)?.frame, CGRect(x: 0, y: 10, width: 20, height: 2))
    }

    // Offset 14: only section 1 is on screen; its header came back from the "missing sections" and
    // pins at 14 (max(14, 12 − 2), under 20 − 2).
    func test_a_header_whose_place_scrolled_away_is_added_back_and_pinned() async {
        let collectionView = makeCollectionView()
        scroll(collectionView, to: 14)
        XCTAssertNil(header(0, in: collectionView))
        XCTAssertEqual(header(1, in: collectionView)?.frame, CGRect(x: 0, y: 14, width: 20, height: 2))
        let lines = CollectionViewRenderer.canvas(for: collectionView).textLines()
        XCTAssertEqual(lines[0], "┏━━━━━━━━━━━━━━━━━━┓")
        XCTAssertEqual(lines[1], "┗━━━━━━━━━━━━━━━━━━┛", "the pinned header covers the item under it")
    }
}
