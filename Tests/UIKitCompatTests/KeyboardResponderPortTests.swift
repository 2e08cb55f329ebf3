import TermCanvas
import UIKitCompat
import XCTest

/// iPad keyboard handling as UIKit code writes it: a controller that becomes first responder and
/// overrides `pressesBegan(_:with:)`, switching on the `UIKey`'s HID usage and passing the rest to
/// `super` — which here, as on the iPad, goes on up the responder chain.
final class KeyboardPagingController: UICollectionViewController {
    private(set) var page = 0

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else {
            super.pressesBegan(presses, with: event)
            return
        }
        switch key.keyCode {
        case .keyboardRightArrow where key.modifierFlags.isEmpty:
            page += 1
        case .keyboardLeftArrow:
            page -= 1
        default:
            super.pressesBegan(presses, with: event)
        }
    }
}

@MainActor
final class KeyboardResponderPortTests: XCTestCase {
    func test_a_first_responder_controller_takes_the_arrows_and_passes_the_rest_up() async {
        let controller = KeyboardPagingController(collectionViewLayout: UICollectionViewFlowLayout())
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6))
        runner.start()
        XCTAssertTrue(controller.isFirstResponder)
        for step in try! KeyScript.parse("<Right><Right><Left>") { runner.play(step) }
        XCTAssertEqual(controller.page, 1)
        // q is not the controller's: up the chain to the window, which ends the app at the root.
        runner.play(try! KeyScript.parse("q")[0])
        XCTAssertTrue(window.isFinished)
        controller.resignFirstResponder()
    }
}
