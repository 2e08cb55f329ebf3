import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// UIKit tells the delegate `didEndDisplaying` once for each cell it said it would display, and only
/// for such a cell — also across animated batch updates, where cells change index paths without being
/// displayed anew and deleted cells leave only when their animation ends. Checked by cell object
/// (index paths move), after the updates' animations have finished.
@MainActor
final class DisplayPairingTests: XCTestCase {
    private func problems(after change: (FlowFixture) -> Void) -> [String] {
        let clock = VirtualClock()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let delegate = PairingDelegate()
        // 3 items a row, 4 rows on screen: items 0–11 of 20.
        let fixture = FlowFixture(width: 30, height: 4, layout: layout, itemCounts: [20], delegate: delegate)
        fixture.collectionView.clock = clock
        change(fixture)
        for _ in 0..<10 {
            clock.advance(by: 0.1)
            fixture.collectionView.updateAnimations()
            fixture.collectionView.layoutIfNeeded()
        }
        XCTAssertFalse(fixture.collectionView.isAnimatingUpdates)
        let visible = Set(fixture.collectionView.visibleCells.map(ObjectIdentifier.init))
        var problems = delegate.problems
        if Set(delegate.displayed.keys) != visible {
            problems.append("\(delegate.displayed.count) cells displayed, \(visible.count) visible")
        }
        return problems
    }

    func test_deleting_an_item_ends_the_display_of_its_cell_once() async {
        XCTAssertEqual(problems { fixture in
            fixture.dataSource.itemCounts = [19]
            fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, [])
    }

    func test_inserting_an_item_displays_its_cell_and_ends_the_one_pushed_off_screen() async {
        XCTAssertEqual(problems { fixture in
            fixture.dataSource.itemCounts = [21]
            fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, [])
    }

    func test_moving_an_item_does_not_display_its_cell_again() async {
        XCTAssertEqual(problems { fixture in
            fixture.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 10, section: 0))
        }, [])
    }

    func test_reloading_an_item_ends_its_old_cell_and_displays_the_new_one() async {
        XCTAssertEqual(problems { fixture in
            fixture.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        }, [])
    }

    func test_scrolling_while_deleted_cells_animate_away_pairs_every_cell() async {
        XCTAssertEqual(problems { fixture in
            fixture.dataSource.itemCounts = [10]
            fixture.collectionView.deleteItems(at: (0..<10).map { IndexPath(item: $0, section: 0) })
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1)
        }, [])
    }

    func test_reloading_the_data_during_an_update_animation_pairs_every_cell() async {
        XCTAssertEqual(problems { fixture in
            fixture.dataSource.itemCounts = [19]
            fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            fixture.dataSource.itemCounts = [5]
            fixture.collectionView.reloadData()
        }, [])
    }
}

/// Follows display calls by cell object: a second `willDisplay` for a displayed cell, or a
/// `didEndDisplaying` for one not displayed, is a problem.
@MainActor
private final class PairingDelegate: NSObject, CollectionViewDelegate {
    var displayed: [ObjectIdentifier: IndexPath] = [:]
    var problems: [String] = []

    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        if displayed[ObjectIdentifier(cell)] != nil { problems.append("willDisplay again for the cell at \(indexPath)") }
        displayed[ObjectIdentifier(cell)] = indexPath
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        if displayed.removeValue(forKey: ObjectIdentifier(cell)) == nil {
            problems.append("didEndDisplaying for a cell not displayed, at \(indexPath)")
        }
    }
}
