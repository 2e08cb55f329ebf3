import TermCanvas
import UIKitCompat
import XCTest

/// `didMoveToWindow()` as UIKit code uses it — a badge that starts its pulse when it comes on screen
/// and stops when it leaves: called when the controller's view tree enters the window, when a view
/// joins or leaves a tree on screen (after `didMoveToSuperview` when added, before it when removed, the
/// order a logging view sees on iOS), when a push covers the screen, and for a collection view's cells.
final class PulsingBadge: UIView {
    var name = ""
    var log: (String) -> Void = { _ in }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        log("\(name) \(window == nil ? "left" : "entered") the window")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log("\(name) superview \(superview == nil ? "nil" : "set")")
    }
}

final class BadgeCell: UICollectionViewCell {
    static var log: (String) -> Void = { _ in }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        BadgeCell.log("cell \(window == nil ? "left" : "entered") the window")
    }
}

final class BadgeScreen: UIViewController, UICollectionViewDataSource {
    let badge = PulsingBadge()

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.name = "badge"
        badge.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
        view.addSubview(badge)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 2)
        let list = UICollectionView(frame: CGRect(x: 0, y: 2, width: 20, height: 2), collectionViewLayout: layout)
        list.register(BadgeCell.self, forCellWithReuseIdentifier: "cell")
        list.dataSource = self
        view.addSubview(list)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
final class WindowHooksPortTests: XCTestCase {
    override func tearDown() async throws {
        BadgeCell.log = { _ in }
    }

    func test_views_hear_when_they_enter_and_leave_the_window() async throws {
        var log: [String] = []
        BadgeCell.log = { log.append($0) }
        let screen = BadgeScreen()
        let navigation = UINavigationController(rootViewController: screen)
        screen.loadViewIfNeeded()
        screen.badge.log = { log.append($0) }
        XCTAssertEqual(log, [], "not in a window before the window shows it")

        let clock = VirtualClock()
        let window = UIWindow(rootViewController: navigation, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 6))
        runner.start()
        XCTAssertEqual(log, ["badge entered the window", "cell entered the window"])

        log.removeAll()
        let late = PulsingBadge()
        late.name = "late"
        late.log = { log.append($0) }
        screen.view.addSubview(late)
        late.removeFromSuperview()
        XCTAssertEqual(log, ["late superview set", "late entered the window", "late left the window", "late superview nil"])

        log.removeAll()
        navigation.pushViewController(UIViewController(), animated: false)
        _ = runner.frame()
        XCTAssertEqual(log, ["badge left the window", "cell left the window"])
        navigation.popViewController(animated: false)
        _ = runner.frame()
        XCTAssertEqual(log, ["badge left the window", "cell left the window", "badge entered the window", "cell entered the window"])

        // A presented controller (a sheet by default) leaves its presenter on screen beneath it.
        log.removeAll()
        screen.present(UIViewController(), animated: true)
        _ = runner.frame()
        XCTAssertNotNil(screen.badge.window)
        screen.dismiss(animated: true)
        _ = runner.frame()
        XCTAssertEqual(log, [])
    }
}
