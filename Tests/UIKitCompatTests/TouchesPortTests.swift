import TermCanvas
import UIKitCompat
import XCTest

/// Views that handle touches themselves, as UIKit code overrides `touchesBegan(_:with:)` and its
/// siblings: a sketch pad that draws where the finger moves, a controller that puts the keyboard
/// away when the user touches outside the field (the touch goes up the responder chain from the
/// view to its controller), double taps by `tapCount`, and a touch a pan recognizer takes over.
final class SketchPad: UIView {
    private(set) var strokes: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        strokes.append("begin \(point.x),\(point.y) taps \(touch.tapCount) \(event?.touches(for: self)?.count ?? 0)")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let from = touch.previousLocation(in: self), to = touch.location(in: self)
        strokes.append("line \(from.x),\(from.y) to \(to.x),\(to.y)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        strokes.append("end \(touches.first!.phase == .ended)")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        strokes.append("cancelled")
    }
}

final class SketchController: UIViewController {
    let pad = SketchPad()
    let field = UITextField()
    private(set) var touchedOutside = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        pad.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
        field.frame = CGRect(x: 0, y: 5, width: 10, height: 1)
        view.addSubview(pad)
        view.addSubview(field)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchedOutside += 1
        view.endEditing(true)
    }
}

@MainActor
final class TouchesPortTests: XCTestCase {
    private func run(_ script: String, configure: (SketchController) -> Void = { _ in }) throws -> SketchController {
        let controller = SketchController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 8))
        runner.start()
        configure(controller)
        for step in try KeyScript.parse(script) { runner.play(step) }
        return controller
    }

    /// One point per cell, a touch at its cell's centre: the pad is columns 0–9 of rows 0–3.
    func test_a_view_gets_its_touches_in_its_own_coordinates() async throws {
        let controller = try run("<Press:1,1><Drag:4,1><Drag:4,2><Release:4,2>")
        XCTAssertEqual(controller.pad.strokes, ["begin 1.5,1.5 taps 1 1", "line 1.5,1.5 to 4.5,1.5", "line 4.5,1.5 to 4.5,2.5", "end true"])
        XCTAssertEqual(controller.touchedOutside, 0, "the pad handled them: nothing went up the chain")
    }

    /// A press on the root view goes up the chain to the controller, which ends editing.
    func test_a_touch_outside_the_field_reaches_the_controller_and_puts_the_keyboard_away() async throws {
        let controller = try run("<Click:15,3>") { $0.field.becomeFirstResponder() }
        XCTAssertEqual(controller.touchedOutside, 1)
        XCTAssertFalse(controller.field.isFirstResponder)
    }

    func test_a_second_click_on_the_same_cell_soon_after_is_a_double_tap() async throws {
        let controller = try run("<Click:2,2><Click:2,2><Wait:600><Click:2,2>")
        XCTAssertEqual(controller.pad.strokes.filter { $0.hasPrefix("begin") },
                       ["begin 2.5,2.5 taps 1 1", "begin 2.5,2.5 taps 2 1", "begin 2.5,2.5 taps 1 1"])
    }

    /// A pan recognizer on the pad begins 10 points in (at 11,3, outside the pad: a touch stays with
    /// the view it began in): the pad's touch is cancelled then, once.
    func test_a_recognizer_that_takes_the_touch_cancels_it_in_the_view() async throws {
        let controller = try run("<Press:0,0><Drag:2,0><Drag:11,3><Drag:12,3><Release:12,3>") {
            $0.pad.addGestureRecognizer(UIPanGestureRecognizer())
        }
        XCTAssertEqual(controller.pad.strokes, ["begin 0.5,0.5 taps 1 1", "line 0.5,0.5 to 2.5,0.5", "cancelled"])
    }
}
