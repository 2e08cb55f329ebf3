import Foundation
import TermCanvas
@testable import TermCollectionView
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
        // A click at the right edge lands on item 0; the layout's own frames stay left to right.
        XCTAssertEqual(collectionView.indexPathForItem(at: collectionView.contentPoint(forVisible: CGPoint(x: 25, y: 1.5))),
                       IndexPath(item: 0, section: 0))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 10, height: 3))
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
}
