import Foundation
import TermCanvas
import TermViews
import XCTest

/// The value rules of UIKit's value controls (Apple's UISegmentedControl, UIStepper, UISlider and
/// UIProgressView docs): selections follow inserted and removed segments, values stay within their
/// limits, a wrapping stepper goes round, and changes from code send no action.
@MainActor
final class ValueControlsTests: XCTestCase {
    func test_the_selected_segment_follows_inserts_and_removals() async {
        let control = SegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(control.titleForSegment(at: 2), "B")
        control.removeSegment(at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        control.removeSegment(at: 1, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment, "out of range selects none")
    }

    func test_a_stepper_clamps_or_wraps_and_sends_only_on_a_change() async {
        let stepper = Stepper(frame: CGRect(x: 0, y: 0, width: 9, height: 1))
        stepper.maximumValue = 2
        var sent = 0
        stepper.addAction(for: .valueChanged) { _ in sent += 1 }
        for _ in 0..<3 { stepper.performClick(at: CGPoint(x: 7, y: 0)) }
        XCTAssertEqual(stepper.value, 2)
        XCTAssertEqual(sent, 2, "the third click moved nothing")
        stepper.wraps = true
        stepper.performClick(at: CGPoint(x: 7, y: 0))
        XCTAssertEqual(stepper.value, 0)
        stepper.value = 5
        XCTAssertEqual(stepper.value, 2, "set from code: clamped, nothing sent")
        XCTAssertEqual(sent, 3)
    }

    func test_slider_and_progress_keep_their_values_in_range() async {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 11, height: 1))
        slider.minimumValue = 10
        slider.maximumValue = 20
        XCTAssertEqual(slider.value, 10, "raising the minimum raises the value")
        slider.value = 99
        XCTAssertEqual(slider.value, 20)
        slider.performClick(at: CGPoint(x: 2.5, y: 0.5))
        XCTAssertEqual(slider.value, 12, "column 2 of 0…10")
        let progress = ProgressView(progressViewStyle: .bar)
        progress.progress = 1.5
        XCTAssertEqual(progress.progress, 1)
        progress.setProgress(.nan, animated: true)
        XCTAssertEqual(progress.progress, 0)
    }

    func test_a_switch_flips_on_a_click_and_not_when_disabled() async {
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        var states: [Bool] = []
        toggle.addAction(Action { action in states.append((action.sender as! Switch).isOn) }, for: .valueChanged)
        toggle.performClick(at: .zero)
        toggle.setOn(false, animated: true)
        toggle.isEnabled = false
        toggle.performClick(at: .zero)
        XCTAssertEqual(states, [true])
        XCTAssertFalse(toggle.isOn)
    }
}
