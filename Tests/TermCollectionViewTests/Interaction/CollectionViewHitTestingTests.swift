import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// A collection view's cells are its subviews for hit-testing, as in UIKit: `hitTest(_:with:)` finds
/// the view inside the cell drawn on top, then views code added, then the collection view itself.
/// Flow grid: 30 × 6 points, items 10 × 3 without spacing, three per row.
@MainActor
final class CollectionViewHitTestingTests: XCTestCase {
    override func tearDown() async throws {
        UserInterfaceLayoutDirection.app = .leftToRight
    }

    private final class BadgedCell: CollectionViewCell {
        /// 4 × 1 at (5,1) in the content view: a badge a click can hit.
        let badge = View(frame: CGRect(x: 5, y: 1, width: 4, height: 1))
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(badge)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    private func makeGrid(items: Int = 6) -> (CollectionView, ItemsDataSource) {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 10, height: 3)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 6), collectionViewLayout: flow)
        collectionView.register(BadgedCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = ItemsDataSource(counts: [items])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    private func cell(_ collectionView: CollectionView, _ item: Int) -> BadgedCell {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! BadgedCell
    }

    func test_a_click_finds_the_view_inside_the_cell_then_the_cell_then_the_collection_view() async {
        let (collectionView, _) = makeGrid(items: 5)
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 16, y: 1.5), with: nil) === cell(collectionView, 1).badge)
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 12, y: 0.5), with: nil) === cell(collectionView, 1).contentView)
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 25, y: 4.5), with: nil) === collectionView, "no item 5: empty space")
        XCTAssertNil(collectionView.hitTest(CGPoint(x: 31, y: 1), with: nil))
        cell(collectionView, 1).isUserInteractionEnabled = false
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 16, y: 1.5), with: nil) === collectionView)
    }

    func test_a_scrolled_collection_view_hits_in_its_bounds_coordinates() async {
        let (collectionView, dataSource) = makeGrid()
        dataSource.counts = [12]
        collectionView.reloadData()
        collectionView.contentOffset = CGPoint(x: 0, y: 3)
        collectionView.layoutIfNeeded()
        // Visible row 0 is content row 3–6: item 3's badge at (5..9, 4) in content coordinates.
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 6, y: 4.5), with: nil) === cell(collectionView, 3).badge)
    }

    func test_the_cell_on_top_in_z_order_takes_the_click() async {
        let (collectionView, _) = makeGrid()
        let under = cell(collectionView, 0), over = cell(collectionView, 1)
        over.center.x -= 5                    // item 1 now covers x 5–15, over item 0's right half
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 7, y: 0.5), with: nil) === over.contentView,
                      "same zIndex: the later one is drawn on top")
        under.zPosition = 1
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 7, y: 0.5), with: nil) === under.contentView)
    }

    /// Right to left, the grid is mirrored (item 0 at the right); the point is the bounds' point as
    /// a superview converts it, and lands on what is drawn there.
    func test_right_to_left_a_click_lands_on_the_cell_drawn_there() async {
        UserInterfaceLayoutDirection.app = .rightToLeft
        let (collectionView, _) = makeGrid()
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 26, y: 1.5), with: nil) === cell(collectionView, 0).badge)
        XCTAssertTrue(collectionView.hitTest(CGPoint(x: 2, y: 1.5), with: nil) === cell(collectionView, 2).contentView)
        XCTAssertEqual(collectionView.viewChainForPress(at: CGPoint(x: 26, y: 1.5)).first, cell(collectionView, 0).badge)
    }
}
