import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// `LoggingRowsController` that also logs highlight, selection and focus calls with the cell's state
/// at each, and optionally lets the arrows move the focus (`allowsFocus`).
final class TouchLoggingController: LoggingRowsController {
    private let focus: Bool

    init(focus: Bool) {
        self.focus = focus
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "touch"
        collectionView.allowsFocus = focus
    }

    override func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.item) highlighted=\(collectionView.cellForItem(at: indexPath)?.isHighlighted == true)")
    }

    override func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return true
    }

    override func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return true
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item) selected=\(collectionView.cellForItem(at: indexPath)?.isSelected == true)")
    }

    override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }

    override func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        log.append("focus \(context.nextFocusedIndexPath?.item ?? -1)")
    }
}

/// Keys and the mouse on items, through the window as a user presses them: arrows move the focus
/// (with `allowsFocus`), Enter/Space tap the focused item, a click is a touch down and up.
@MainActor
final class TouchInputTests: XCTestCase {
    private func run(_ controller: TouchLoggingController, keys: String, size: CellSize = CellSize(width: 16, height: 10)) throws -> (Window, Canvas) {
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: size).run(try KeyScript.parse(keys))
        return (window, canvas)
    }

    func test_arrows_focus_and_enter_taps_in_the_delegates_order() async throws {
        let controller = TouchLoggingController(focus: true)
        _ = try run(controller, keys: "<Down><Down><Enter>")
        XCTAssertEqual(controller.log, [
            "focus 0", "focus 1",
            "shouldHighlight 1", "didHighlight 1 highlighted=true",
            "shouldSelect 1", "didUnhighlight 1", "didSelect 1 selected=true",
        ])
    }

    func test_space_taps_the_focused_item_and_pages_without_focus() async throws {
        let focused = TouchLoggingController(focus: true)
        let (_, _) = try run(focused, keys: "<Down><Space>")
        XCTAssertEqual(focused.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(focused.collectionView.contentOffset.y, 0, "Space tapped, it did not page")
        let unfocused = TouchLoggingController(focus: false)
        _ = try run(unfocused, keys: "<Down><Space>")
        XCTAssertEqual(unfocused.log, [], "without allowsFocus the arrows and Space scroll, as before")
        XCTAssertGreaterThan(unfocused.collectionView.contentOffset.y, 0)
    }

    func test_a_click_is_a_touch_down_on_press_and_up_on_release() async throws {
        let controller = TouchLoggingController(focus: false)
        let (window, _) = try run(controller, keys: "")
        // Row 2 is at y 6-8 (RowsLayout: item i at y 3i).
        window.handle(.mouse(MouseEvent(action: .press, x: 4, y: 7)))
        XCTAssertEqual(controller.log, ["shouldHighlight 2", "didHighlight 2 highlighted=true"])
        window.handle(.mouse(MouseEvent(action: .release, x: 4, y: 7)))
        XCTAssertEqual(controller.log.suffix(3), ["shouldSelect 2", "didUnhighlight 2", "didSelect 2 selected=true"])
        controller.log = []
        window.handle(.mouse(MouseEvent(action: .press, x: 4, y: 1)))
        window.handle(.mouse(MouseEvent(action: .release, x: 4, y: 4)))
        XCTAssertEqual(controller.log, ["shouldHighlight 0", "didHighlight 0 highlighted=true", "didUnhighlight 0"],
                       "released over another row: no selection")
    }

    func test_multiple_selection_by_clicks_deselects_on_the_second_press() async throws {
        let controller = TouchLoggingController(focus: false)
        let (window, _) = try run(controller, keys: "")
        controller.collectionView.allowsMultipleSelection = true
        for y in [1, 4, 1] {
            window.handle(.mouse(MouseEvent(action: .press, x: 2, y: y)))
            window.handle(.mouse(MouseEvent(action: .release, x: 2, y: y)))
        }
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(controller.log.suffix(3), ["shouldDeselect 0", "didUnhighlight 0", "didDeselect 0"])
    }

    func test_focus_leaves_with_the_screen() async throws {
        let controller = TouchLoggingController(focus: true)
        _ = try run(controller, keys: "<Down>")
        controller.viewWillDisappear(false)
        XCTAssertNil(controller.collectionView.indexPathForFocusedItem)
        XCTAssertEqual(controller.log, ["focus 0", "focus -1"])
    }

    func test_focus_halo_and_selection_without_colour() async throws {
        let controller = TouchLoggingController(focus: true)
        let (_, canvas) = try run(controller, keys: "<Down><Enter><Down>")
        assertStyledSnapshot(canvas, named: "focus-and-selection-16x10")
    }

    func test_e_opens_the_edit_menu_beside_the_focused_item_and_enter_performs_the_chosen_action() async throws {
        let controller = TouchLoggingController(focus: true)
        let (_, open) = try run(controller, keys: "<Down><Down>e<Down>", size: CellSize(width: 30, height: 10))
        assertStyledSnapshot(open, named: "edit-menu-30x10")
        let performed = TouchLoggingController(focus: true)
        _ = try run(performed, keys: "<Down><Down>e<Down><Enter>", size: CellSize(width: 30, height: 10))
        XCTAssertEqual(performed.log, ["focus 0", "focus 1", "perform paste: 1"], "cut is not offered: copy, paste; ↓ chose paste")
        let closed = TouchLoggingController(focus: true)
        let (window, _) = try run(closed, keys: "<Down>e<Esc>", size: CellSize(width: 30, height: 10))
        XCTAssertFalse(window.isFinished, "Esc closed the menu and did not quit")
        XCTAssertEqual(closed.log, ["focus 0"])
    }

    func test_help_says_the_arrows_move_the_focus_when_focus_is_on() async throws {
        let controller = TouchLoggingController(focus: true)
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusCounters = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 50, height: 18)).run(try KeyScript.parse("?"))
        assertStyledSnapshot(canvas, named: "help-overlay-focus-50x18")
    }
}
