import TermCanvas
import UIKitCompat
import XCTest

/// Reorder code written before `beginInteractiveMovementForItem(at:)`: a long press lifts a
/// snapshot of the cell (`snapshotView(afterScreenUpdates:)`) into the collection view, animates it
/// to the finger, and hides the cell under it.
final class LiftingCardsController: UICollectionViewController {
    private(set) var lifted: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        let label = cell.contentView.viewWithTag(1) as? UILabel ?? {
            let label = UILabel(frame: CGRect(x: 1, y: 0, width: 8, height: 1))
            label.tag = 1
            cell.contentView.addSubview(label)
            return label
        }()
        label.text = "Card \(indexPath.item)"
        return cell
    }

    /// What the long press's `.began` does.
    func lift(itemAt indexPath: IndexPath, to point: CGPoint) {
        guard let cell = collectionView.cellForItem(at: indexPath),
              let snapshot = cell.snapshotView(afterScreenUpdates: true) else { return }
        snapshot.center = cell.center
        collectionView.addSubview(snapshot)
        lifted = snapshot
        UIView.animate(withDuration: 0.25, animations: {
            snapshot.center = point
            snapshot.alpha = 0.98
            cell.alpha = 0
        }, completion: { _ in
            cell.isHidden = true
        })
    }
}

@MainActor
final class SnapshotReorderPortTests: XCTestCase {
    /// Cards are 20 × 1 points, one a row (a point is a cell). Card 0's snapshot is lifted to the
    /// centre of card 3's row: after the animation it covers card 3 with card 0's label as it was when
    /// lifted, and card 0's row is empty (its cell hidden).
    func test_a_lifted_snapshot_shows_the_card_where_the_finger_took_it() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 1)
        layout.minimumLineSpacing = 0
        let controller = LiftingCardsController(collectionViewLayout: layout)
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 5))
        runner.start()
        controller.lift(itemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 10, y: 3.5))
        // The snapshot keeps what card 0 showed when it was taken.
        let card = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        (card?.contentView.viewWithTag(1) as? UILabel)?.text = "Moved"
        runner.play(.wait(milliseconds: 300))
        XCTAssertEqual(controller.lifted?.frame, CGRect(x: 0, y: 3, width: 20, height: 1))
        XCTAssertEqual(runner.frame().textLines(), [
            "                    ",
            " Card 1             ",
            " Card 2             ",
            " Card 0             ",
            "                    ",
        ])
    }
}
