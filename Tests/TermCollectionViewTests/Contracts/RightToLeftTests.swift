import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Right to left, as UIKit mirrors a collection view: a layout that `flipsHorizontallyInOppositeLayoutDirection`
/// (the flow layout) is shown mirrored when the effective direction is not its
/// `developmentLayoutDirection`; `semanticContentAttribute` forces a view's direction; a base
/// `UICollectionViewLayout` does not flip (Apple: "The default value of this property is false").
///
/// Flow grid: 30 wide, items 10 × 3 without spacing, three per row: item i at x 10·(i mod 3) left to
/// right, mirrored at x 20 − 10·(i mod 3).
@MainActor
final class RightToLeftTests: XCTestCase {
    override func tearDown() async throws {
        UserInterfaceLayoutDirection.app = .leftToRight
    }

    private func makeGrid(layout: CollectionViewLayout? = nil) -> (CollectionView, ItemsDataSource) {
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 10, height: 3)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 6), collectionViewLayout: layout ?? flow)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = ItemsDataSource(counts: [6])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    private func lines(_ collectionView: CollectionView) -> [String] {
        CollectionViewRenderer.canvas(for: collectionView).textLines()
    }

    func test_a_flow_layout_is_drawn_mirrored_right_to_left() async {
        UserInterfaceLayoutDirection.app = .rightToLeft
        let (collectionView, dataSource) = makeGrid()
        XCTAssertTrue(collectionView.isMirroringLayout)
        XCTAssertEqual(collectionView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(lines(collectionView), [
            "┌────────┐┌────────┐┌────────┐",
            "│ 0.2    ││ 0.1    ││ 0.0    │",
            "└────────┘└────────┘└────────┘",
            "┌────────┐┌────────┐┌────────┐",
            "│ 0.5    ││ 0.4    ││ 0.3    │",
            "└────────┘└────────┘└────────┘",
        ])
        // A click at the right edge lands on item 0. The layout's own answers stay left to right; what
        // is read through the collection view is mirrored across the content's 30 points, as UIKit's:
        // item 0's cell at x 20, item 1's at 10.
        let item0 = IndexPath(item: 0, section: 0), item1 = IndexPath(item: 1, section: 0)
        XCTAssertEqual(collectionView.contentPoint(forVisible: CGPoint(x: 25, y: 1.5)), CGPoint(x: 25, y: 1.5))
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 25, y: 1.5)), item0)
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 5, y: 1.5)), IndexPath(item: 2, section: 0))
        XCTAssertEqual(collectionView.collectionViewLayout.layoutAttributesForItem(at: item0)?.frame, CGRect(x: 0, y: 0, width: 10, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: item0)?.frame, CGRect(x: 20, y: 0, width: 10, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: item1)?.frame, CGRect(x: 10, y: 0, width: 10, height: 3))
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: item0)?.frame, CGRect(x: 20, y: 0, width: 10, height: 3))
        XCTAssertEqual(collectionView.collectionViewLayout.layoutAttributesForItem(at: item0)?.frame.minX, 0,
                       "the collection view's copy leaves the layout's object alone")
        withExtendedLifetime(dataSource) {}
    }

    func test_a_forced_direction_and_a_layout_that_does_not_flip_stay_left_to_right() async {
        UserInterfaceLayoutDirection.app = .rightToLeft
        let (forced, dataSource) = makeGrid()
        forced.semanticContentAttribute = .forceLeftToRight
        XCTAssertFalse(forced.isMirroringLayout)
        XCTAssertTrue(lines(forced)[1].hasPrefix("│ 0.0"))
        let (plain, plainSource) = makeGrid(layout: CollectionViewLayout())
        XCTAssertFalse(plain.isMirroringLayout, "a base layout does not flip")
        withExtendedLifetime((dataSource, plainSource)) {}
    }

    /// A horizontal list wider than the view: 6 items of 10 in a 30-point view, content 60 wide. The
    /// collection view's space is mirrored across the content: item 0's cell at x 50. At offset 0 the
    /// screen shows items 0–2 from the right edge, and a click at the right edge still finds item 0.
    func test_a_horizontal_list_mirrors_across_its_content_width() async {
        UserInterfaceLayoutDirection.app = .rightToLeft
        let flow = CollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 10, height: 6)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        let (collectionView, dataSource) = makeGrid(layout: flow)
        XCTAssertEqual(collectionView.contentSize.width, 60)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 50, y: 0, width: 10, height: 6))
        XCTAssertEqual(lines(collectionView).first { $0.contains("0.0") }, "│ 0.2    ││ 0.1    ││ 0.0    │")
        let point = collectionView.contentPoint(forVisible: CGPoint(x: 25, y: 1.5))
        XCTAssertEqual(point, CGPoint(x: 55, y: 1.5))
        XCTAssertEqual(collectionView.indexPathForItem(at: point), IndexPath(item: 0, section: 0))
        withExtendedLifetime(dataSource) {}
    }

    /// UIKit hands `apply(_:)` the attributes in the collection view's space; the layout's object is
    /// left as it was.
    func test_apply_gets_the_attributes_mirrored() async {
        UserInterfaceLayoutDirection.app = .rightToLeft
        let flow = CollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 10, height: 3)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 6), collectionViewLayout: flow)
        collectionView.register(ApplyRecordingCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = ItemsDataSource(counts: [6])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ApplyRecordingCell
        XCTAssertEqual(cell?.applied?.frame, CGRect(x: 20, y: 0, width: 10, height: 3))
        XCTAssertEqual(cell?.applied?.indexPath, IndexPath(item: 0, section: 0))
        XCTAssertEqual(flow.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 0)
        withExtendedLifetime(dataSource) {}
    }
}

/// Records the attributes its `apply(_:)` gets.
private final class ApplyRecordingCell: CollectionViewCell {
    var applied: CollectionViewLayoutAttributes?

    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied = layoutAttributes
    }
}
