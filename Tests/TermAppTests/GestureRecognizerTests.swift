import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// Logs each action a recognizer sends: the state and where it was, in the collection view.
private final class GestureRowsController: LoggingRowsController {
    var gestures: [String] = []

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }

    func handle(_ recognizer: GestureRecognizer) {
        let point = recognizer.location(in: collectionView)
        var entry = "\(type(of: recognizer)) \(recognizer.state) \(point.x),\(point.y)"
        if let pan = recognizer as? PanGestureRecognizer { entry += " moved \(pan.translation(in: collectionView).y)" }
        gestures.append(entry)
    }
}

/// Gesture recognizers get the mouse before the collection view, as UIKit's get touches: a tap
/// recognizer on a collection view keeps its items from being selected unless
/// `cancelsTouchesInView` is false (the well-known "didSelectItemAt not called" of iOS); a long
/// press begins after `minimumPressDuration` where the button went down (the reordering pattern of
/// `beginInteractiveMovementForItem(at:)`); swipes need distance one way. Rows: 16 × 3 points, row i
/// at y 3i; a click on a cell is at the cell's centre (x 4.5).
@MainActor
final class GestureRecognizerTests: XCTestCase {
    override func setUp() async throws {
        Selector.performer = { target, selector, sender in
            guard let controller = target as? GestureRowsController, selector.name == "handle:",
                  let recognizer = sender as? GestureRecognizer else { return false }
            controller.handle(recognizer)
            return true
        }
    }

    override func tearDown() async throws {
        Selector.performer = { _, _, _ in false }
    }

    private func run(_ recognizer: GestureRecognizer, keys: String, width: Int = 16,
                     configure: (GestureRowsController) -> Void = { _ in }) throws -> GestureRowsController {
        let controller = GestureRowsController()
        let clock = VirtualClock()
        let window = Window(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        recognizer.addTarget(controller, action: Selector("handle:"))
        _ = controller.view
        controller.collectionView.addGestureRecognizer(recognizer)
        configure(controller)
        _ = HeadlessRunner(app: window, clock: clock, size: CellSize(width: width, height: 10)).run(try KeyScript.parse(keys))
        return controller
    }

    func test_a_tap_recognizer_on_the_collection_view_fires_and_cancels_the_selection() async throws {
        let tap = TapGestureRecognizer()
        let controller = try run(tap, keys: "<Click:4,4>")
        XCTAssertEqual(controller.gestures, ["TapGestureRecognizer ended 4.5,4.5"])
        XCTAssertFalse(controller.log.contains("didSelect 1"), "\(controller.log)")
        XCTAssertIdentical(tap.view, controller.collectionView)
        XCTAssertEqual(controller.collectionView.gestureRecognizers?.count, 1)
    }

    func test_with_cancelsTouchesInView_false_the_item_is_selected_too() async throws {
        let tap = TapGestureRecognizer()
        tap.cancelsTouchesInView = false
        let controller = try run(tap, keys: "<Click:4,4>")
        XCTAssertEqual(controller.gestures, ["TapGestureRecognizer ended 4.5,4.5"])
        XCTAssertTrue(controller.log.contains("didSelect 1"), "\(controller.log)")
    }

    func test_a_double_tap_needs_two_clicks_in_time() async throws {
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let slow = try run(doubleTap, keys: "<Click:4,4><Wait:500><Click:4,4>")
        XCTAssertEqual(slow.gestures, [])
        let quick = try run(doubleTap, keys: "<Click:4,4><Click:4,4>")
        XCTAssertEqual(quick.gestures, ["TapGestureRecognizer ended 4.5,4.5"])
    }

    /// Held 600 ms on row 0, dragged to row 2, released: began where the button went down, changed
    /// at the drag, ended at the release; the collection view's own movement never starts.
    func test_a_long_press_begins_where_it_was_held_then_follows_the_drag() async throws {
        let controller = try run(LongPressGestureRecognizer(), keys: "<Press:4,1><Wait:600><Drag:4,7><Release:4,7>")
        XCTAssertEqual(controller.gestures, [
            "LongPressGestureRecognizer began 4.5,1.5",
            "LongPressGestureRecognizer changed 4.5,7.5",
            "LongPressGestureRecognizer ended 4.5,7.5",
        ])
        XCTAssertEqual(controller.rows, (0..<6).map { "row \($0)" }, "the standard movement did not run")
    }

    func test_a_press_released_before_the_minimum_duration_is_a_plain_tap() async throws {
        let controller = try run(LongPressGestureRecognizer(), keys: "<Press:4,4><Wait:200><Release:4,4>")
        XCTAssertEqual(controller.gestures, [])
        XCTAssertTrue(controller.log.contains("didSelect 1"), "\(controller.log)")
    }

    func test_a_press_held_and_released_in_place_begins_and_ends_at_once() async throws {
        let controller = try run(LongPressGestureRecognizer(), keys: "<Press:4,4><Wait:600><Release:4,4>")
        XCTAssertEqual(controller.gestures, ["LongPressGestureRecognizer began 4.5,4.5", "LongPressGestureRecognizer ended 4.5,4.5"])
        XCTAssertFalse(controller.log.contains("didSelect 1"))
    }

    /// A swipe left of 12 points (x 14.5 → 2.5) is recognized by a left swipe only.
    func test_a_swipe_is_recognized_in_its_direction_only() async throws {
        let left = SwipeGestureRecognizer()
        left.direction = .left
        XCTAssertEqual(try run(left, keys: "<Press:14,1><Drag:8,1><Drag:2,1><Release:2,1>").gestures.count, 0,
                       "12 points is shorter than a swipe")
        let tall = SwipeGestureRecognizer()
        tall.direction = [.down]
        XCTAssertEqual(try run(tall, keys: "<Press:4,0><Drag:4,5><Drag:4,9><Release:4,9>").gestures.count, 0,
                       "9 points down is shorter too")
        let wide = SwipeGestureRecognizer()
        wide.direction = .left
        XCTAssertEqual(try run(wide, keys: "<Press:4,1><Release:4,1>", width: 60).gestures, [], "a click is no swipe")
        XCTAssertEqual(try run(wide, keys: "<Press:50,1><Drag:30,1><Drag:5,2><Release:5,2>", width: 60).gestures,
                       ["SwipeGestureRecognizer ended 5.5,2.5"], "45 points left, 1 down")
        let right = SwipeGestureRecognizer()
        XCTAssertEqual(try run(right, keys: "<Press:50,1><Drag:5,2><Release:5,2>", width: 60).gestures, [],
                       "the default direction is right")
    }

    /// A pan begins once the pointer moved 10 points (row 0 → row 4 is 12), then reports the
    /// translation since the press.
    func test_a_pan_begins_after_its_threshold_and_reports_the_translation() async throws {
        let controller = try run(PanGestureRecognizer(), keys: "<Press:4,1><Drag:4,4><Drag:4,13><Release:4,13>")
        XCTAssertEqual(controller.gestures, [
            "PanGestureRecognizer began 4.5,13.5 moved 12.0",
            "PanGestureRecognizer ended 4.5,13.5 moved 12.0",
        ])
    }

    func test_a_disabled_or_removed_recognizer_hears_nothing() async throws {
        let tap = TapGestureRecognizer()
        tap.isEnabled = false
        XCTAssertEqual(try run(tap, keys: "<Click:4,4>").gestures, [])
        let removed = TapGestureRecognizer()
        let controller = try run(removed, keys: "<Click:4,4>") { $0.collectionView.removeGestureRecognizer(removed) }
        XCTAssertEqual(controller.gestures, [])
        XCTAssertNil(controller.collectionView.gestureRecognizers)
    }
}
