import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// The trace (`callObserver`) of a batch update and of an animated layout change: every call the
/// pass makes on the layout and the data source, in the order `CollectionView+UpdatePass` and
/// `CollectionView+LayoutTransition` document as UIKit's (Apple's `prepare(forCollectionViewUpdates:)`,
/// `finalizeCollectionViewUpdates()`, `prepareForTransition(to:)`/`(from:)` and
/// `finalizeLayoutTransition()` documentation).
@MainActor
final class UpdateTraceTests: XCTestCase {
    private var log = CallLog(keepsEverything: true)

    /// A flow layout of 10×3 items without spacing in a 20×6 collection view: two items a row,
    /// item n at x = 10·(n mod 2), y = 3·(n div 2); rows 0–1 (items 0–3) are on screen.
    private func makeGrid(_ items: [String], itemWidth: CGFloat = 10) -> (CollectionView, NamedItemsDataSource) {
        let layout = CollectionViewFlowLayout()
        configure(layout, itemWidth: itemWidth)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.clock = VirtualClock()
        let dataSource = NamedItemsDataSource([items])
        NamedItemsDataSource.alive.append(dataSource)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        log = CallLog(keepsEverything: true)
        log.attach(to: collectionView)
        return (collectionView, dataSource)
    }

    private func configure(_ layout: CollectionViewFlowLayout, itemWidth: CGFloat) {
        layout.itemSize = CGSize(width: itemWidth, height: 3)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.sectionInset = .zero
    }

    /// Old A B C D E F; delete D (0.3), insert X at 0.1, move C (0.2) to 0.0. UIKit sorts the update
    /// items deletions, insertions, moves. New: C X, then A B E F in the free slots: C X A B E F.
    /// Content 20×9 (three rows of 3). The flow layout also returns row 2 (y 6–9), which touches the
    /// visible rect's bottom edge: 6 attributes. On screen C, A and B keep their cells (moved); X is
    /// new (cell, then its initial attributes: its final frame (10,0,10,3) faded); D leaves, to its
    /// old frame (10,3,10,3) faded. The registered header kind is asked for extra index paths.
    func test_batch_update_traces_the_update_pass_in_UIKits_order() async {
        let (collectionView, dataSource) = makeGrid(["A", "B", "C", "D", "E", "F"])
        let header = CollectionView.elementKindSectionHeader
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "header")
        collectionView.performBatchUpdates {
            dataSource.sections[0] = ["C", "X", "A", "B", "E", "F"]
            collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        }
        let calls = log.takeAll()
        XCTAssertEqual(calls.map(\.description), [
            "numberOfSections → 1",
            "numberOfItemsInSection 0 → 6",
            "prepare()",
            "prepare(forCollectionViewUpdates: [delete [0,3], insert [0,1], move [0,2]→[0,0]])",
            "collectionViewContentSize → 20x9",
            "targetContentOffset(forProposedContentOffset: (0,0)) → (0,0)",
            "layoutAttributesForElements(in: (0,0,20,6)) → 6",
            "indexPathsToDeleteForSupplementaryView(ofKind: UICollectionElementKindSectionHeader) → []",
            "indexPathsToInsertForSupplementaryView(ofKind: UICollectionElementKindSectionHeader) → []",
            "cellForItemAt [0,1]",
            "initialLayoutAttributesForAppearingItem(at: [0,1]) → (10,0,10,3) alpha 0",
            "finalLayoutAttributesForDisappearingItem(at: [0,3]) → (10,3,10,3) alpha 0",
            "finalizeCollectionViewUpdates()",
        ])
        XCTAssertEqual(calls.map(\.receiver.rawValue),
                       ["dataSource", "dataSource"] + Array(repeating: "layout", count: 7) + ["dataSource", "layout", "layout", "layout"])
        XCTAssertEqual(collectionView.visibleCells.compactMap(\.text).sorted(), ["A", "B", "C", "X"])
    }

    /// From two columns of 10×3 to four of 5×3 (a subclass, so the lines name both classes). The new
    /// layout: content 20×6, items 0–5 in rows 0–1, all on screen. Items 0–3 keep their cells; items 4
    /// and 5 are new: a cell each, then the old layout's attributes to start them from. Nothing leaves.
    func test_animated_layout_change_traces_the_transition() async {
        let (collectionView, _) = makeGrid(["A", "B", "C", "D", "E", "F"])
        let fourColumns = FourColumnFlowLayout()
        configure(fourColumns, itemWidth: 5)
        collectionView.setCollectionViewLayout(fourColumns, animated: true)
        XCTAssertEqual(log.takeAll().map(\.description), [
            "prepareForTransition(to: FourColumnFlowLayout)",
            "prepareForTransition(from: CollectionViewFlowLayout)",
            "prepare()",
            "collectionViewContentSize → 20x6",
            "targetContentOffset(forProposedContentOffset: (0,0)) → (0,0)",
            "layoutAttributesForElements(in: (0,0,20,6)) → 6",
            "cellForItemAt [0,4]",
            "layoutAttributesForItem(at: [0,4])",
            "cellForItemAt [0,5]",
            "layoutAttributesForItem(at: [0,5])",
            "finalizeLayoutTransition() on old CollectionViewFlowLayout",
            "finalizeLayoutTransition() on new FourColumnFlowLayout",
        ])
        XCTAssertEqual(collectionView.visibleCells.count, 6)
    }
}

private final class FourColumnFlowLayout: CollectionViewFlowLayout {}
