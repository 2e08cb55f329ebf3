import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// UIKit's interactive movement: `beginInteractiveMovementForItem(at:)`,
/// `updateInteractiveMovementTargetPosition(_:)`, `endInteractiveMovement()`,
/// `cancelInteractiveMovement()`, with the data source's `canMoveItemAt`/`moveItemAt`, the delegate's
/// `targetIndexPathForMoveFromItemAt:toProposedIndexPath:` and the layout's moving-item attributes and
/// invalidation contexts. Grid: three columns of 10 × 3 items; item i's centre is at
/// (10·(i mod 3) + 5, 3·(i div 3) + 1.5).
@MainActor
final class InteractiveMovementTests: XCTestCase {
    private func texts(_ collectionView: CollectionView, _ items: ClosedRange<Int>) -> [String] {
        collectionView.layoutIfNeeded()
        return items.map { collectionView.cellForItem(at: item($0))?.text ?? "-" }
    }

    func test_the_data_source_must_allow_the_move() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: item(0)), "canMoveItemAt defaults to false")
        recorder.movable = true
        XCTAssertTrue(collectionView.beginInteractiveMovementForItem(at: item(0)))
        XCTAssertFalse(collectionView.beginInteractiveMovementForItem(at: item(1)), "one movement at a time")
    }

    func test_the_others_make_room_and_the_moving_item_follows_the_finger() async {
        let (collectionView, recorder, layout) = makeTouchGrid()
        recorder.movable = true
        collectionView.beginInteractiveMovementForItem(at: item(0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 4.5))   // over item 4
        XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, item(4))
        // Item 0 taken out and put back at 4: places 0-3 show items 1-4, place 4 shows item 0.
        XCTAssertEqual(texts(collectionView, 0...5), ["1", "2", "3", "4", "0", "5"])
        let moving = collectionView.cellForItem(at: item(4))!
        XCTAssertEqual(moving.frame, CGRect(x: 10, y: 3, width: 10, height: 3), "centred on the finger (15, 4.5)")
        XCTAssertEqual(moving.appliedLayoutAttributes?.zIndex, 1, "drawn above the others")
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 16, y: 5))   // still over item 4's place
        XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, item(4))
        collectionView.layoutIfNeeded()
        XCTAssertEqual(moving.frame, CGRect(x: 11, y: 3.5, width: 10, height: 3), "it moves with the finger between places")
        XCTAssertEqual(layout.movementContexts, [
            "[0] from [0] at (5.0, 1.5)", "[4] from [0] at (15.0, 4.5)", "[4] from [4] at (16.0, 5.0)",
        ])
        XCTAssertEqual(recorder.takeLog().filter { $0.hasPrefix("targetIndexPath") }, ["targetIndexPath 0 proposed 4"])
    }

    func test_the_drop_moves_the_data_once_and_the_selection_with_it() async {
        let (collectionView, recorder, layout) = makeTouchGrid()
        recorder.movable = true
        collectionView.selectItem(at: item(0), animated: false, scrollPosition: .none)
        collectionView.beginInteractiveMovementForItem(at: item(0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 4.5))
        _ = recorder.takeLog()
        collectionView.endInteractiveMovement()
        XCTAssertEqual(recorder.takeLog(), ["moveItem 0 -> 4"])
        XCTAssertEqual(Array(recorder.items.prefix(6)), [1, 2, 3, 4, 0, 5])
        XCTAssertNil(collectionView.indexPathForInteractivelyMovingItem)
        XCTAssertEqual(texts(collectionView, 0...5), ["1", "2", "3", "4", "0", "5"])
        XCTAssertEqual(collectionView.cellForItem(at: item(4))?.appliedLayoutAttributes?.zIndex, 0, "back in the layout")
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(4)])
        // The previous index paths are the last ones reported, as on a cancel: the item was shown at 4.
        XCTAssertEqual(layout.movementContexts.last, "[4] from [4] at (0.0, 0.0)")
    }

    // Found by `tcv fuzz flow` (`m`, a click, an arrow): a tap during the movement selected the item
    // shown at the tapped place, which is not the item at that index path while the others make room,
    // so a cell said selected for an item the selection did not list. The carrying gesture owns the
    // touches: no highlight, no selection, no delegate call until the drop.
    func test_a_tap_during_the_movement_neither_highlights_nor_selects() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.movable = true
        collectionView.beginInteractiveMovementForItem(at: item(0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 4.5))
        _ = recorder.takeLog()
        collectionView.userSelectItem(at: item(2))
        XCTAssertEqual(recorder.takeLog(), [])
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        XCTAssertFalse(collectionView.visibleCells.contains { $0.isSelected || $0.isHighlighted })
        collectionView.endInteractiveMovement()
        collectionView.userSelectItem(at: item(2))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(2)], "after the drop taps select again")
    }

    // Found by `tcv fuzz flow` (select, `m`, →): while item 0 is carried to place 4, its cell is at
    // [4] and says selected, so the selection says [4] too; cancelling puts both back.
    func test_during_the_movement_the_selection_is_where_the_selected_item_is_shown() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.movable = true
        collectionView.selectItem(at: item(0), animated: false, scrollPosition: .none)
        collectionView.beginInteractiveMovementForItem(at: item(0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 4.5))   // over item 4
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(4)])
        XCTAssertEqual(collectionView.cellForItem(at: item(4))?.isSelected, true)
        XCTAssertEqual(collectionView.cellForItem(at: item(0))?.isSelected, false)
        collectionView.deselectItem(at: item(4), animated: false)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        XCTAssertEqual(collectionView.cellForItem(at: item(4))?.isSelected, false)
        collectionView.selectItem(at: item(4), animated: false, scrollPosition: .none)
        collectionView.cancelInteractiveMovement()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(0)])
        XCTAssertEqual(collectionView.cellForItem(at: item(0))?.isSelected, true)
    }

    func test_cancel_puts_the_item_back_without_asking_the_data_source() async {
        let (collectionView, recorder, layout) = makeTouchGrid()
        recorder.movable = true
        collectionView.beginInteractiveMovementForItem(at: item(0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 1.5))   // over item 2
        XCTAssertEqual(texts(collectionView, 0...2), ["1", "2", "0"])
        collectionView.cancelInteractiveMovement()
        XCTAssertEqual(texts(collectionView, 0...2), ["0", "1", "2"])
        XCTAssertFalse(recorder.takeLog().contains { $0.hasPrefix("moveItem") })
        XCTAssertEqual(layout.movementContexts.last, "[0] from [2] at (0.0, 0.0)")
    }

    func test_the_delegate_redirects_the_target_and_sections_the_data_lacks_are_refused() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.movable = true
        recorder.redirectMove = { _ in item(2) }
        collectionView.beginInteractiveMovementForItem(at: item(0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 15, y: 4.5))
        XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, item(2))
        recorder.redirectMove = { _ in IndexPath(item: 0, section: 1) }
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 5, y: 7.5))
        XCTAssertEqual(collectionView.indexPathForInteractivelyMovingItem, item(2), "no section 1: the target stays")
    }

    func test_the_focus_stays_on_the_moving_item() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.movable = true
        collectionView.allowsFocus = true
        collectionView.moveFocus(.down)   // item 0
        collectionView.beginInteractiveMovementForItem(at: item(0))
        let position = collectionView.positionOfNeighbour(of: item(0), toward: .right)
        XCTAssertEqual(position, CGPoint(x: 15, y: 1.5))
        collectionView.updateInteractiveMovementTargetPosition(position!)
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(1))
        collectionView.cancelInteractiveMovement()
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(0))
    }
}
