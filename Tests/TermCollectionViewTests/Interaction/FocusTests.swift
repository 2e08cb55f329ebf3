import Foundation
import TermCanvas
@testable import TermCollectionViewCore
import TermCollectionView
import XCTest

/// Arrow-key focus by geometry, as UIKit's focus engine moves it on iPad and tvOS (`allowsFocus`,
/// `canFocusItemAt`, `didUpdateFocusIn`, `remembersLastFocusedIndexPath`, `selectionFollowsFocus`).
/// The grid: three columns of 10 × 3 items, three rows on screen (item i at x 10·(i mod 3), y 3·(i div 3)).
@MainActor
final class FocusTests: XCTestCase {
    func test_focus_is_off_by_default_as_on_iPhone() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        XCTAssertFalse(collectionView.allowsFocus)
        XCTAssertFalse(collectionView.moveFocus(.down))
        XCTAssertNil(collectionView.indexPathForFocusedItem)
        XCTAssertEqual(recorder.takeLog(), [])
    }

    func test_focus_enters_on_the_first_visible_item_then_moves_to_the_neighbour_in_each_direction() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        collectionView.allowsFocus = true
        collectionView.moveFocus(.down)
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(0), "entering focuses the first item in reading order")
        collectionView.moveFocus(.right)
        collectionView.moveFocus(.down)
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(4), "right: 0 → 1; down: 1 → 4 (x 10, y 3)")
        collectionView.moveFocus(.left)
        collectionView.moveFocus(.up)
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(0))
        XCTAssertFalse(collectionView.moveFocus(.left), "nothing left of the first column")
        XCTAssertEqual(recorder.takeLog(), [
            "didUpdateFocus - -> 0", "didUpdateFocus 0 -> 1", "didUpdateFocus 1 -> 4", "didUpdateFocus 4 -> 3", "didUpdateFocus 3 -> 0",
        ])
        XCTAssertEqual(recorder.focusContexts.map(\.2), [[], .right, .down, .left, .up])
        XCTAssertTrue(collectionView.cellForItem(at: item(0))!.isFocused)
        XCTAssertFalse(collectionView.cellForItem(at: item(4))!.isFocused)
    }

    func test_moving_below_the_screen_scrolls_the_least_that_shows_the_item() async {
        let (collectionView, _, _) = makeTouchGrid()
        collectionView.allowsFocus = true
        collectionView.moveFocus(.down)   // enter on item 0
        for _ in 0..<3 { collectionView.moveFocus(.down) }
        // Item 9 is at y 9-12; the 9-row view shows it whole at offset 12 - 9 = 3 (`.bottom`).
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(9))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 3))
        for _ in 0..<3 { collectionView.moveFocus(.up) }
        XCTAssertEqual(collectionView.contentOffset, .zero, "back to item 0 at y 0 (`.top`)")
    }

    func test_the_search_asks_the_layout_about_rects_beyond_the_item_never_the_whole_content() async {
        let (collectionView, _, layout) = makeTouchGrid(count: 3000)   // 1000 rows, content 3000 tall
        collectionView.allowsFocus = true
        collectionView.moveFocus(.down)
        layout.queries = []
        collectionView.moveFocus(.down)
        // The first query is the beam below item 0: x 0-10, from its centre (y 1.5) to one screen past
        // its bottom edge (3 + 9 = 12).
        XCTAssertEqual(layout.queries.first, CGRect(x: 0, y: 1.5, width: 10, height: 10.5))
        XCTAssertTrue(layout.queries.allSatisfy { $0.height <= 40 }, "\(layout.queries)")
    }

    func test_canFocusItemAt_false_is_skipped_to_the_nearest_focusable_item() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        collectionView.allowsFocus = true
        recorder.unfocusable = [3, 4, 5]   // the whole second row
        collectionView.moveFocus(.down)
        collectionView.moveFocus(.down)
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(6), "0 → over the unfocusable row → 6")
    }

    func test_a_shorter_last_row_is_reached_outside_the_beam() async {
        let (collectionView, _, _) = makeTouchGrid(count: 4)   // row 1 holds item 3 alone, at x 0-10
        collectionView.allowsFocus = true
        collectionView.moveFocus(.down)
        collectionView.moveFocus(.right)
        collectionView.moveFocus(.right)
        collectionView.moveFocus(.down)
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(3), "nothing below item 2's beam: the nearest in the band")
    }

    func test_remembersLastFocusedIndexPath_brings_focus_back_where_it_left() async {
        let (collectionView, _, _) = makeTouchGrid()
        collectionView.allowsFocus = true
        collectionView.moveFocus(.down)
        collectionView.moveFocus(.right)
        collectionView.resignFocus()
        XCTAssertNil(collectionView.indexPathForFocusedItem)
        collectionView.moveFocus(.down)
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(0), "default false: focus enters on the first item")
        collectionView.moveFocus(.right)
        collectionView.resignFocus()
        collectionView.remembersLastFocusedIndexPath = true
        collectionView.moveFocus(.down)
        XCTAssertEqual(collectionView.indexPathForFocusedItem, item(1))
    }

    func test_selectionFollowsFocus_selects_each_focused_item_as_the_user() async {
        let (collectionView, recorder, _) = makeTouchGrid()
        collectionView.allowsFocus = true
        collectionView.selectionFollowsFocus = true
        collectionView.moveFocus(.down)
        collectionView.moveFocus(.right)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(1)])
        XCTAssertEqual(Array(recorder.takeLog().suffix(6)), [
            "didUpdateFocus 0 -> 1", "shouldSelect 1", "cell 0 isSelected=false", "didDeselect 0", "cell 1 isSelected=true", "didSelect 1",
        ])
    }

    func test_the_focused_cell_gets_a_bold_heavy_halo() async {
        let (collectionView, _, _) = makeTouchGrid()
        collectionView.allowsFocus = true
        collectionView.moveFocus(.down)
        let canvas = CollectionViewRenderer.canvas(for: collectionView)
        XCTAssertEqual(canvas[0, 0].text, "┏")
        XCTAssertEqual(canvas[0, 0].style, Style(bold: true))
        XCTAssertEqual(canvas[10, 0].text, "┌", "the next item keeps its light border")
    }
}
