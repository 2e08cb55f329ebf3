import Foundation
import LayoutQA
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// The selection invariants on a list laid out headless: a selected item's cell is selected, and a
/// cell that claims selection for an item not selected is caught.
@MainActor
final class SelectionInvariantsTests: XCTestCase {
    func test_selected_cells_agree_with_indexPathsForSelectedItems() async throws {
        let clock = VirtualClock()
        let window = Window(rootViewController: PlantedBugViewController(collectionViewLayout: PlantedBugLayout(bug: .none)), clock: clock)
        HeadlessRunner(app: window, clock: clock, size: CellSize(width: 40, height: 12)).start()
        let collectionView = try XCTUnwrap((window.visibleViewController as? CollectionViewController)?.collectionView)
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(SelectionInvariants.check(collectionView), [])
        try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))).isSelected = true
        XCTAssertEqual(SelectionInvariants.check(collectionView).map(\.description), [
            "[selection consistent] cell [0,3] — isSelected: the cell says selected, indexPathsForSelectedItems does not list it",
        ])
    }
}
