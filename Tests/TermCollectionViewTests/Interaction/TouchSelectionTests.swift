import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Touches on items call the delegate in the order of the Collection View Programming Guide's figure
/// "Tracking touches in a cell", which UIKit's "Managing the visual state for selections and
/// highlights" repeats: down — shouldHighlight, isHighlighted, didHighlight; up — shouldSelect (or
/// shouldDeselect), isHighlighted false, didUnhighlight, isSelected, didSelect (or didDeselect).
@MainActor
final class TouchSelectionTests: XCTestCase {
    func test_a_tap_calls_the_delegate_and_the_cell_in_the_guides_order() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        collectionView.touchDown(onItemAt: item(4))
        XCTAssertEqual(recorder.takeLog(), ["shouldHighlight 4", "cell 4 isHighlighted=true", "didHighlight 4"])
        collectionView.touchUp(onItemAt: item(4))
        XCTAssertEqual(recorder.takeLog(), [
            "shouldSelect 4", "cell 4 isHighlighted=false", "didUnhighlight 4", "cell 4 isSelected=true", "didSelect 4",
        ])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(4)])
    }

    func test_shouldHighlight_false_skips_the_whole_selection() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.refuseHighlight = [2]
        collectionView.touchDown(onItemAt: item(2))
        collectionView.touchUp(onItemAt: item(2))
        XCTAssertEqual(recorder.takeLog(), ["shouldHighlight 2"])
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    func test_shouldSelect_false_still_unhighlights_but_does_not_select() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        recorder.refuseSelect = [1]
        collectionView.userSelectItem(at: item(1))
        XCTAssertEqual(recorder.takeLog(), [
            "shouldHighlight 1", "cell 1 isHighlighted=true", "didHighlight 1",
            "shouldSelect 1", "cell 1 isHighlighted=false", "didUnhighlight 1",
        ])
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    func test_single_selection_moves_and_tells_the_old_item_first() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        collectionView.userSelectItem(at: item(0))
        _ = recorder.takeLog()
        collectionView.userSelectItem(at: item(5))
        XCTAssertEqual(recorder.takeLog(), [
            "shouldHighlight 5", "cell 5 isHighlighted=true", "didHighlight 5",
            "shouldSelect 5", "cell 5 isHighlighted=false", "didUnhighlight 5",
            "cell 0 isSelected=false", "didDeselect 0", "cell 5 isSelected=true", "didSelect 5",
        ])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(5)])
    }

    func test_multiple_selection_a_second_press_asks_shouldDeselect_and_deselects() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        collectionView.allowsMultipleSelection = true
        collectionView.userSelectItem(at: item(0))
        collectionView.userSelectItem(at: item(2))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(0), item(2)])
        _ = recorder.takeLog()
        collectionView.userSelectItem(at: item(0))
        XCTAssertEqual(recorder.takeLog(), [
            "shouldHighlight 0", "cell 0 isHighlighted=true", "didHighlight 0",
            "shouldDeselect 0", "cell 0 isHighlighted=false", "didUnhighlight 0", "cell 0 isSelected=false", "didDeselect 0",
        ])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(2)])
        recorder.refuseDeselect = [2]
        collectionView.userSelectItem(at: item(2))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(2)], "shouldDeselect false keeps it selected")
    }

    func test_allowsSelection_false_ignores_touches_and_editing_mode_follows_allowsSelectionDuringEditing() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        collectionView.allowsSelection = false
        collectionView.userSelectItem(at: item(1))
        XCTAssertEqual(recorder.takeLog(), [])
        collectionView.allowsSelection = true
        collectionView.isEditing = true   // UIKit: allowsSelectionDuringEditing (default false) rules in editing mode
        collectionView.userSelectItem(at: item(1))
        XCTAssertEqual(recorder.takeLog(), [])
        collectionView.allowsSelectionDuringEditing = true
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.userSelectItem(at: item(1))
        collectionView.userSelectItem(at: item(2))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(1), item(2)], "multiple selection during editing")
    }

    func test_a_long_press_or_a_release_over_another_item_only_unhighlights() async {
        let clock = VirtualClock()
        let (collectionView, recorder, _) = makeTouchGrid(clock: clock)
        collectionView.touchDown(onItemAt: item(3))
        clock.advance(by: 0.5)   // UILongPressGestureRecognizer's default minimumPressDuration
        collectionView.touchUp(onItemAt: item(3))
        XCTAssertEqual(recorder.takeLog(), [
            "shouldHighlight 3", "cell 3 isHighlighted=true", "didHighlight 3", "cell 3 isHighlighted=false", "didUnhighlight 3",
        ])
        collectionView.touchDown(onItemAt: item(3))
        clock.advance(by: 0.49)
        collectionView.touchUp(onItemAt: item(4))
        XCTAssertEqual(recorder.takeLog().suffix(2), ["cell 3 isHighlighted=false", "didUnhighlight 3"])
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        collectionView.touchDown(onItemAt: item(3))
        clock.advance(by: 0.49)
        collectionView.touchUp(onItemAt: item(3))
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(3)], "0.49 s is still a tap")
    }

    func test_programmatic_selection_calls_no_delegate_method() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        collectionView.selectItem(at: item(1), animated: false, scrollPosition: .none)
        collectionView.deselectItem(at: item(1), animated: false)
        XCTAssertEqual(recorder.takeLog(), ["cell 1 isSelected=true", "cell 1 isSelected=false"])
    }

    func test_a_cell_dequeued_during_a_touch_comes_highlighted() async {
        let (collectionView, _, _) = makeTouchGrid()
        collectionView.touchDown(onItemAt: item(0))
        collectionView.contentOffset = CGPoint(x: 0, y: 12)   // item 0 (rows 0-2) leaves
        collectionView.layoutIfNeeded()
        XCTAssertNil(collectionView.cellForItem(at: item(0)))
        XCTAssertEqual(collectionView.trackedTouch?.indexPath, item(0))
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: item(0))?.isHighlighted, true)
    }
}
