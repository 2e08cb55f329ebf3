import TermCanvas
import UIKitCompat
import XCTest

private final class Items: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }
}

@MainActor
final class SnapToItemPortTests: XCTestCase {
    // Item pitch 10 + 2 = 12. One → (one column, velocity 1/16 ms > 0) from offset 0: round(1/12) = 0,
    // plus one item → 12. The layout's target reaches the delegate's `targetContentOffset.pointee`,
    // and the content settles there (11 columns at .fast: ln(0.5/11)/ln(0.99) ≈ 308 ms).
    func test_a_velocity_snapping_layout_and_its_controller_run_unchanged() async {
        let controller = SnapViewController()
        controller.viewDidLoad(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        let items = Items()
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        controller.collectionView.dataSource = items
        let clock = VirtualClock()
        controller.collectionView.clock = clock
        controller.collectionView.layoutIfNeeded()
        let scrolling = UserScrolling(scrollView: controller.collectionView, clock: clock)

        scrolling.perform(.columns(1))
        for _ in 0..<40 {
            clock.advance(by: 0.016)
            scrolling.tick()
            controller.collectionView.updateAnimations()
        }

        XCTAssertEqual(controller.velocities, [CGPoint(x: 0.0625, y: 0)])
        XCTAssertEqual(controller.targets, [CGPoint(x: 12, y: 0)])
        XCTAssertEqual(controller.collectionView.contentOffset, CGPoint(x: 12, y: 0))
        XCTAssertTrue(controller.didEndDecelerating)
    }
}
