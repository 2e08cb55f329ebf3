import UIKitCompat
import XCTest

// The programming guide's insertion-animation pattern, written as on iOS: remember the inserted index
// paths in prepare(forCollectionViewUpdates:), start appearing items from super's attributes shrunk
// and transparent, forget them in finalizeCollectionViewUpdates().
private final class GrowInFlowLayout: UICollectionViewFlowLayout {
    private var insertedIndexPaths: [IndexPath] = []
    var initialAttributesAsked: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems where update.updateAction == .insert {
            if let indexPath = update.indexPathAfterUpdate { insertedIndexPaths.append(indexPath) }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertedIndexPaths.contains(itemIndexPath) {
            attributes?.alpha = 0.0
            attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            initialAttributesAsked[itemIndexPath] = attributes
        }
        return attributes
    }
}

private final class Numbers: NSObject, UICollectionViewDataSource {
    var numbers = [1, 2, 3]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Number", for: indexPath)
        cell.text = "\(numbers[indexPath.item])"
        return cell
    }
}

/// Batch updates and layout changes as UIKit code calls them; without a clock they apply at once.
@MainActor
final class BatchUpdatesPortTests: XCTestCase {
    private let numbers = Numbers()

    private func makeCollectionView(_ layout: UICollectionViewLayout) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 10), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Number")
        collectionView.dataSource = numbers
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func growInLayout() -> GrowInFlowLayout {
        let layout = GrowInFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 2)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return layout
    }

    // Three per line: the new item 0 at (0, 0); 1 2 3 shift to items 1–3, 3 onto the second line.
    func test_an_insert_asks_the_guides_initial_attributes_and_lays_out_the_new_item() async {
        let layout = growInLayout()
        let collectionView = makeCollectionView(layout)
        var finished = false
        collectionView.performBatchUpdates({
            self.numbers.numbers.insert(0, at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { done in finished = done })
        XCTAssertTrue(finished)
        let initial = layout.initialAttributesAsked[IndexPath(item: 0, section: 0)]
        XCTAssertEqual(initial?.alpha, 0)
        XCTAssertEqual(initial?.transform, CGAffineTransform(scaleX: 0.1, y: 0.1))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.text, "0")
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 0, y: 2, width: 10, height: 2))
    }

    func test_perform_without_animation_and_a_layout_change() async {
        let collectionView = makeCollectionView(growInLayout())
        UIView.performWithoutAnimation {
            self.numbers.numbers.removeLast()
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2)
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 30, height: 1)
        list.minimumLineSpacing = 0
        var installed = false
        collectionView.setCollectionViewLayout(list, animated: true) { finished in installed = finished }
        XCTAssertTrue(installed)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 1, width: 30, height: 1))
    }

    func test_an_interactive_transition_driven_like_a_pinch() async {
        let grid = growInLayout()
        let collectionView = makeCollectionView(grid)
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 30, height: 1)
        list.minimumLineSpacing = 0
        var outcome: (Bool, Bool)?
        let transitionLayout = collectionView.startInteractiveTransition(to: list) { completed, finished in
            outcome = (completed, finished)
        }
        // Item 1: grid (10, 0, 10×2), center (15, 1) → list (0, 1, 30×1), center (15, 1.5); half way
        // the center is (15, 1.25) and the size 20×1.5, so the frame is (5, 0.5, 20×1.5).
        transitionLayout.transitionProgress = 0.5
        transitionLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 5, y: 0.5, width: 20, height: 1.5))
        collectionView.finishInteractiveTransition()
        XCTAssertTrue(collectionView.collectionViewLayout === list)
        XCTAssertEqual(outcome?.1, true)
    }
}
