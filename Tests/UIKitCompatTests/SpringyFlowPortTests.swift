import TermCanvas
import UIKitCompat
import XCTest

/// The WWDC springy flow layout (`SpringyFlowLayout.swift`), compiled in Swift 5 mode against
/// UIKitCompat: a scroll drags the rows far from the touch along less, the springs bring them back.
/// Rows 20 × 2 with 1 between: item i rests at y = 3i (centre 3i + 1).
@MainActor
final class SpringyFlowPortTests: XCTestCase {
    func test_a_scroll_stretches_the_springs_and_they_settle() async throws {
        let clock = VirtualClock()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 12), collectionViewLayout: SpringyFlowLayout())
        collectionView.clock = clock
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PagesDataSource(identifier: "cell", count: 20)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let item3 = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        XCTAssertEqual(item3.frame.minY, 9)
        // The touch is the middle of the view (no mouse): y 6. Item 3's anchor is at 10: resistance
        // (4 + 0) / 15; scrolling 3 down pulls it 3 · 4/15 = 0.8 behind.
        collectionView.contentOffset = CGPoint(x: 0, y: 3)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(item3.frame.minY, 9.8, accuracy: 0.0001)
        XCTAssertTrue(collectionView.isRunningDynamics)
        for _ in 0..<200 {
            clock.advance(by: 1.0 / 60)
            _ = collectionView.updateAnimations()
            collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(item3.frame.minY, 9, accuracy: 0.0001, "back on its anchor")
        XCTAssertFalse(collectionView.isRunningDynamics)
        withExtendedLifetime(dataSource) {}
    }
}
