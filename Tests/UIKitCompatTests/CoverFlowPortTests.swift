import UIKitCompat
import XCTest

private final class Covers: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cover", for: indexPath)
        cell.text = "#\(indexPath.item)"
        return cell
    }
}

/// The cover-flow layout, unchanged: `transform3D = CATransform3DMakeScale(…)` and `alpha` by distance
/// from the centre. The drawn frame is the affine projection of the 3D transform.
///
/// Geometry (40×10 view, 10×6 items, line spacing 2, section insets 2/15/2/15): one item per column,
/// columns at x 15 + 12k, so item k is centred at x 20 + 12k, y 5; at offset 0 the view's centre is 20.
/// Scale = 1 − ½ · min(distance / 24, 1).
@MainActor
final class CoverFlowPortTests: XCTestCase {
    private let covers = Covers()

    private func makeCollectionView() -> UICollectionView {
        let layout = CoverFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 6)
        layout.minimumLineSpacing = 2
        layout.sectionInset = UIEdgeInsets(top: 2, left: 15, bottom: 2, right: 15)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 40, height: 10), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cover")
        collectionView.dataSource = covers
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func cell(_ item: Int, in collectionView: UICollectionView) -> UICollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))
    }

    // Item 0 at the centre: scale 1. Item 1, 12 away: scale 1 − ½ · ½ = ¾, a 7.5×4.5 frame about (32, 5)
    // → (28.25, 2.75, 7.5, 4.5). Item 2, 24 away: scale ½ → 5×3 about (44, 5), beyond the right edge.
    func test_items_scale_and_fade_with_their_distance_from_the_centre() async {
        let collectionView = makeCollectionView()
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 15 + 6 * 10 + 5 * 2 + 15, height: 10))
        XCTAssertEqual(cell(0, in: collectionView)?.frame, CGRect(x: 15, y: 2, width: 10, height: 6))
        XCTAssertEqual(cell(0, in: collectionView)?.alpha, 1)
        let side = cell(1, in: collectionView)
        XCTAssertEqual(side?.transform3D, CATransform3DMakeScale(0.75, 0.75, 1))
        XCTAssertEqual(side?.transform, CGAffineTransform(scaleX: 0.75, y: 0.75))
        XCTAssertEqual(side?.frame, CGRect(x: 28.25, y: 2.75, width: 7.5, height: 4.5))
        XCTAssertEqual(side?.alpha, 0.75)
        let side1 = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds)?
            .first { $0.indexPath.item == 1 }
        XCTAssertEqual(side1?.zIndex, 8, "¾ · 10 = 7.5 rounds to 8")
    }

    // The drawn frame follows the projection: item 1's 7.5×4.5 frame rounds to columns 28–35, rows 3–6
    // (edges 28.25 → 28, 35.75 → 36, 2.75 → 3, 7.25 → 7); item 0 is the full 10×6 box at 15–24, rows 2–7.
    // Each title sits on the middle row of its box's inside (row 4 for both). The side item is dimmed
    // (alpha ¾); the centre one is not.
    func test_the_screen_shows_the_projected_frames() async {
        let collectionView = makeCollectionView()
        let canvas = CollectionViewRenderer.canvas(for: collectionView)
        XCTAssertEqual(canvas.textLines(), [
            "                                        ",
            "                                        ",
            "               ┌────────┐               ",
            "               │        │   ┌──────┐    ",
            "               │ #0     │   │ #1   │    ",
            "               │        │   │      │    ",
            "               │        │   └──────┘    ",
            "               └────────┘               ",
            "                                        ",
            "                                        ",
        ])
        XCTAssertTrue(canvas[30, 4].style.isDim)
        XCTAssertFalse(canvas[17, 4].style.isDim)
    }

    // Scrolled to 12 (centre 32), item 1 is centred at full size and item 0 shrinks to ¾ on the left:
    // 7.5×4.5 about (20, 5) → (16.25, 2.75, 7.5, 4.5).
    func test_scrolling_moves_the_emphasis() async {
        let collectionView = makeCollectionView()
        collectionView.contentOffset = CGPoint(x: 12, y: 0)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell(1, in: collectionView)?.frame, CGRect(x: 27, y: 2, width: 10, height: 6))
        XCTAssertEqual(cell(0, in: collectionView)?.frame, CGRect(x: 16.25, y: 2.75, width: 7.5, height: 4.5))
        XCTAssertEqual(cell(2, in: collectionView)?.frame, CGRect(x: 40.25, y: 2.75, width: 7.5, height: 4.5))
    }

    // A proposed offset of 17 puts the centre at 37: item 1 (32) is 5 away, item 2 (44) 7 → rest on item 1, offset 12.
    func test_target_offset_centres_the_nearest_item() async {
        let collectionView = makeCollectionView()
        let target = collectionView.collectionViewLayout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 17, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
        XCTAssertEqual(target, CGPoint(x: 12, y: 0))
    }
}
