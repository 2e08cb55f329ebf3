import TermCanvas
import UIKitCompat
import XCTest

/// A settings screen's controls as UIKit code makes them: a `UISwitch` with a `UIAction`
/// (`addAction(_:for:)`), a `UISegmentedControl(items:)`, a `UISlider`, a `UIStepper` and a
/// `UIProgressView`, stacked; haptic feedback on a change (a terminal plays none). Clicks change
/// each control and send `.valueChanged`, as taps do on iOS.
final class SettingsControlsController: UIViewController {
    let toggle = UISwitch()
    let units = UISegmentedControl(items: ["km", "mi"])
    let volume = UISlider()
    let copies = UIStepper()
    let upload = UIProgressView(progressViewStyle: .default)
    private(set) var log: [String] = []
    private let haptics = UISelectionFeedbackGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        units.selectedSegmentIndex = 0
        volume.maximumValue = 10
        copies.maximumValue = 3
        upload.progress = 0.5
        toggle.addAction(UIAction { [unowned self] action in
            self.haptics.selectionChanged()
            self.log.append("notifications \((action.sender as! UISwitch).isOn)")
        }, for: .valueChanged)
        units.addAction(UIAction { [unowned self] _ in
            self.log.append("units \(self.units.titleForSegment(at: self.units.selectedSegmentIndex)!)")
        }, for: .valueChanged)
        volume.addAction(UIAction { [unowned self] _ in self.log.append("volume \(self.volume.value)") }, for: .valueChanged)
        copies.addAction(UIAction { [unowned self] _ in self.log.append("copies \(Int(self.copies.value))") }, for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [toggle, units, volume, copies, upload])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            volume.widthAnchor.constraint(equalToConstant: 11),
            upload.widthAnchor.constraint(equalToConstant: 10),
        ])
    }
}

@MainActor
final class SettingsControlsPortTests: XCTestCase {
    func test_clicks_change_each_control_and_send_value_changed() async throws {
        let controller = SettingsControlsController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6))
        runner.start()
        XCTAssertEqual(Array(runner.frame().textLines().prefix(5)), [
            "(●  )               ",
            "│ km │ mi │         ",
            "●──────────         ",
            "[ − │ + ]           ",
            "█████░░░░░          ",
        ])
        for step in try KeyScript.parse("<Click:2,0><Click:7,1><Click:5,2><Click:7,3><Click:7,3>") { runner.play(step) }
        XCTAssertEqual(controller.log, ["notifications true", "units mi", "volume 5.0", "copies 1", "copies 2"])
        XCTAssertEqual(Array(runner.frame().textLines().prefix(4)), [
            "(  ●)               ",
            "│ km │ mi │         ",
            "━━━━━●─────         ",
            "[ − │ + ]           ",
        ])
    }
}
