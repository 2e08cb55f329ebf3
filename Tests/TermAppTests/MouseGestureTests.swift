import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// `LoggingRowsController` whose data source lets the rows in `movable` move and logs the movement
/// calls of the data source and delegate.
final class MovableRowsController: LoggingRowsController {
    var movable: Set<Int> = Set(0..<6)

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("canMove \(indexPath.item)")
        return movable.contains(indexPath.item)
    }

    override func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        log.append("target \(originalIndexPath.item)→\(proposedIndexPath.item)")
        return proposedIndexPath
    }

    override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item)→\(destinationIndexPath.item)")
        rows.insert(rows.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// The mouse paths beyond a click: a right-click opens the item's edit menu, and a left drag moves an
/// item interactively, as UIKit's "Reordering Items Interactively" pattern drives
/// `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)` and
/// `endInteractiveMovement()` from a gesture recognizer.
@MainActor
final class MouseGestureTests: XCTestCase {
    private func run(_ controller: MovableRowsController, keys: String, size: CellSize = CellSize(width: 16, height: 10))
        throws -> (Window, Canvas) {
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: size).run(try KeyScript.parse(keys))
        return (window, canvas)
    }

    /// Press on row 0 (y 0-2), drag within it (no movement), then onto row 2 (y 6-8, point y 7.5):
    /// the movement begins (the touch is cancelled: unhighlight), the target becomes 2, and the
    /// release inside the view drops it there: `moveItemAt` 0→2 once, no selection.
    func test_a_left_drag_off_the_item_moves_it_and_the_release_drops_it() async throws {
        let controller = MovableRowsController()
        _ = try run(controller, keys: "<Press:4,1><Drag:5,2><Drag:4,7><Release:4,7>")
        XCTAssertEqual(controller.log, [
            "shouldHighlight 0", "canMove 0", "didUnhighlight 0", "target 0→2", "move 0→2",
        ])
        XCTAssertEqual(controller.rows, ["row 1", "row 2", "row 0", "row 3", "row 4", "row 5"])
        XCTAssertNil(controller.collectionView.indexPathForInteractivelyMovingItem)
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems ?? [], [], "a drag never selects")
    }

    func test_a_drag_of_an_item_the_data_source_cannot_move_only_unhighlights() async throws {
        let controller = MovableRowsController()
        controller.movable = []
        _ = try run(controller, keys: "<Press:4,1><Drag:4,7><Release:4,7>")
        XCTAssertEqual(controller.log, ["shouldHighlight 0", "canMove 0", "didUnhighlight 0"],
                       "released over another row: the touch only unhighlights")
        XCTAssertEqual(controller.rows, (0..<6).map { "row \($0)" })
    }

    /// Released below the view (row 12 of a 10-row screen): `cancelInteractiveMovement()`, no `moveItemAt`.
    func test_a_release_outside_the_view_cancels_the_movement() async throws {
        let controller = MovableRowsController()
        _ = try run(controller, keys: "<Press:4,1><Drag:4,7><Release:4,12>")
        XCTAssertEqual(controller.log, ["shouldHighlight 0", "canMove 0", "didUnhighlight 0", "target 0→2"])
        XCTAssertEqual(controller.rows, (0..<6).map { "row \($0)" })
        XCTAssertNil(controller.collectionView.indexPathForInteractivelyMovingItem)
    }

    func test_a_plain_click_still_taps_and_never_asks_to_move() async throws {
        let controller = MovableRowsController()
        _ = try run(controller, keys: "<Click:4,7>")
        XCTAssertEqual(controller.log, ["shouldHighlight 2", "didUnhighlight 2", "didSelect 2"])
    }

    /// A right-click on row 2 opens its menu beside it (Copy, Paste: cut is refused) without touching
    /// the row; ↓ Enter performs paste on row 2, not on the focused item (there is none).
    func test_a_right_click_opens_the_edit_menu_beside_the_item_under_the_pointer() async throws {
        let controller = MovableRowsController()
        let (_, canvas) = try run(controller, keys: "<RightClick:4,7>", size: CellSize(width: 30, height: 10))
        assertStyledSnapshot(canvas, named: "right-click-menu-30x10")
        XCTAssertEqual(controller.log, [], "a right-click neither highlights nor selects")
        let performed = MovableRowsController()
        _ = try run(performed, keys: "<RightClick:4,7><Down><Enter>", size: CellSize(width: 30, height: 10))
        XCTAssertEqual(performed.log, ["perform paste: 2"])
    }
}
