import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// A terminal resize is tcv's rotation: the root controller (and, through the navigation controller,
/// the controllers on its stack) hears `viewWillTransition(to:with:)` with the new size before the
/// views change; code run alongside runs with the new size laid out; the completion on the next
/// run-loop turn. Apple: "UIKit calls this method before changing the size of a presented view
/// controller's view."
@MainActor
final class SizeTransitionTests: XCTestCase {
    func test_a_resize_tells_the_controllers_before_the_views_change_and_runs_the_coordinators_blocks() async {
        let log = LifecycleLog()
        let root = TransitionRecordingController(name: "root", log: log)
        let window = Window(rootViewController: NavigationController(rootViewController: root), clock: VirtualClock())
        window.setScreenSize(CellSize(width: 60, height: 14))
        _ = log.take()
        window.setScreenSize(CellSize(width: 40, height: 14))
        // The collection view fills the 13 rows above the status line; at one point per cell the new
        // size is 40 × 13 points.
        XCTAssertEqual(Array(log.take().prefix(3)), [
            "root viewWillTransition 40x13 (view 60 wide)", "root viewWillLayoutSubviews", "prepare 40x13",
        ])
        XCTAssertEqual(root.alongside, ["alongside: view 40 wide"])
        XCTAssertEqual(root.completed, [], "the completion waits for the next run-loop turn")
        MainQueue.drain()
        XCTAssertEqual(root.completed, ["completion"])
    }
}

private final class TransitionRecordingController: RecordingCollectionViewController {
    var alongside: [String] = []
    var completed: [String] = []

    override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.record("\(name) viewWillTransition \(Int(size.width))x\(Int(size.height)) (view \(Int(view.bounds.width)) wide)")
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            alongside.append("alongside: view \(Int(view.bounds.width)) wide")
        }, completion: { [unowned self] _ in
            completed.append("completion")
        })
    }
}
