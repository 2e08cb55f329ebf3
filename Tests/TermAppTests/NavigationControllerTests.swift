import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// A navigation stack in a window: push and pop, the appearance calls in UIKit's order, `q`/Esc
/// popping to the root and quitting there.
@MainActor
final class NavigationControllerTests: XCTestCase {
    private let size = CellSize(width: 20, height: 6)

    private func makeStack(log: LifecycleLog) -> (Window, NavigationController, RecordingCollectionViewController) {
        let root = RecordingCollectionViewController(name: "root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let window = Window(rootViewController: navigation, clock: VirtualClock())
        window.setScreenSize(size)
        return (window, navigation, root)
    }

    func test_root_is_the_top_and_knows_its_navigation_controller() async {
        let (window, navigation, root) = makeStack(log: LifecycleLog())
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertTrue(window.visibleViewController === root)
        XCTAssertNil(navigation.popViewController(animated: false), "the root is never popped")
    }

    func test_push_from_a_key_command_shows_the_pushed_controller_with_UIKits_appearance_order() async {
        let log = LifecycleLog()
        let (window, navigation, root) = makeStack(log: log)
        let detail = RecordingCollectionViewController(name: "detail", items: 3, log: log)
        root.addKeyCommand(KeyCommand(inputs: [.enter], title: "open") { [unowned root] in
            root.navigationController?.pushViewController(detail, animated: false)
        })
        _ = log.take()
        window.handle(.key(.enter))
        XCTAssertEqual(log.take(), [
            "detail loadView", "detail viewDidLoad", "root viewWillDisappear", "detail viewWillAppear", "root viewDidDisappear",
            "detail viewWillLayoutSubviews", "prepare 20x5", "detail viewDidLayoutSubviews", "detail viewDidAppear",
        ])
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertTrue(window.visibleViewController === detail)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(detail.collectionView.frame, CGRect(x: 0, y: 0, width: 20, height: 5))
    }

    /// UIKit's `view.window`: the window while the view's controller is on screen, nil once a push
    /// covers it, and nil for a view that was never added.
    func test_a_views_window_is_the_window_while_its_controller_shows() async {
        let (window, navigation, root) = makeStack(log: LifecycleLog())
        let badge = View(frame: .zero)
        XCTAssertNil(badge.window)
        root.collectionView.addSubview(badge)
        XCTAssertIdentical(badge.window, window)
        XCTAssertIdentical(navigation.view.window, window)
        let detail = RecordingCollectionViewController(name: "detail", log: LifecycleLog())
        navigation.pushViewController(detail, animated: false)
        window.setScreenSize(size)   // the next frame shows the pushed controller
        XCTAssertNil(badge.window, "covered by the pushed controller")
        XCTAssertIdentical(detail.collectionView.window, window)
    }

    /// `isModalInPresentation` refuses the user's own dismissal (UIKit's swipe down; `q`/Esc here);
    /// code still dismisses.
    func test_a_modal_in_presentation_controller_stays_on_q_until_code_dismisses_it() async {
        let (window, navigation, _) = makeStack(log: LifecycleLog())
        let sheet = RecordingCollectionViewController(name: "sheet", log: LifecycleLog())
        sheet.isModalInPresentation = true
        navigation.present(sheet, animated: true)
        window.handle(.key(.character("q")))
        XCTAssertIdentical(window.visibleViewController, sheet)
        sheet.isModalInPresentation = false
        window.handle(.key(.escape))
        XCTAssertFalse(window.visibleViewController === sheet)
        XCTAssertFalse(window.isFinished)
    }

    func test_keys_go_to_the_top_controller() async {
        let (window, navigation, root) = makeStack(log: LifecycleLog())
        let detail = RecordingCollectionViewController(name: "detail", log: LifecycleLog())
        navigation.pushViewController(detail, animated: false)
        window.handle(.key(.character("j")))
        XCTAssertEqual(detail.collectionView.contentOffset.y, 1)
        XCTAssertEqual(root.collectionView.contentOffset.y, 0)
    }

    func test_q_pops_back_to_the_root_then_quits() async {
        let log = LifecycleLog()
        let (window, navigation, root) = makeStack(log: log)
        weak let weakDetail: RecordingCollectionViewController?
        do {
            let detail = RecordingCollectionViewController(name: "detail", log: log)
            weakDetail = detail
            navigation.pushViewController(detail, animated: false)
        }
        window.handle(.key(.character("j")))
        var canvas = Canvas(size: size)
        window.render(into: &canvas)   // the frame lays out the scroll
        _ = log.take()
        window.handle(.key(.character("q")))
        XCTAssertFalse(window.isFinished)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertEqual(log.take(), [
            "detail viewWillDisappear", "root viewWillAppear", "detail viewDidDisappear", "root viewDidAppear",
        ], "the root keeps its size: no layout calls")
        XCTAssertNil(weakDetail, "a popped controller is released")
        window.handle(.key(.escape))
        XCTAssertTrue(window.isFinished)
    }

    func test_escape_pops_and_pop_to_root_returns_every_popped_controller() async {
        let (window, navigation, _) = makeStack(log: LifecycleLog())
        let first = RecordingCollectionViewController(name: "1", log: LifecycleLog())
        let second = RecordingCollectionViewController(name: "2", log: LifecycleLog())
        navigation.pushViewController(first, animated: false)
        navigation.pushViewController(second, animated: false)
        window.handle(.key(.escape))
        XCTAssertTrue(navigation.topViewController === first)
        navigation.pushViewController(second, animated: false)
        let popped = navigation.popToRootViewController(animated: false) ?? []
        XCTAssertEqual(popped.count, 2)
        XCTAssertTrue(popped[0] === first && popped[1] === second)
        XCTAssertNil(first.navigationController)
    }

    func test_help_and_status_line_follow_the_top_controller() async {
        let (window, navigation, _) = makeStack(log: LifecycleLog())
        navigation.pushViewController(RecordingCollectionViewController(name: "detail", items: 1, log: LifecycleLog()), animated: false)
        window.setScreenSize(CellSize(width: 60, height: 6))
        var canvas = Canvas(size: CellSize(width: 60, height: 6))
        window.render(into: &canvas)
        XCTAssertTrue(canvas.textLines().last?.hasPrefix("detail│offset 0,0│size 60x3") ?? false, canvas.text)
        window.handle(.key(.character("?")))
        canvas = Canvas(size: CellSize(width: 60, height: 6))
        window.render(into: &canvas)
        XCTAssertTrue(canvas.text.contains("detail — keys"), canvas.text)
    }

    func test_replacing_the_root_view_controller_swaps_the_screen_with_appearance_calls() async {
        let log = LifecycleLog()
        let (window, _, _) = makeStack(log: log)
        let other = RecordingCollectionViewController(name: "other", items: 1, log: log)
        _ = log.take()
        window.rootViewController = other
        var canvas = Canvas(size: size)
        window.render(into: &canvas)
        XCTAssertTrue(window.visibleViewController === other)
        XCTAssertEqual(log.take(), [
            "other loadView", "other viewDidLoad", "root viewWillDisappear", "other viewWillAppear", "root viewDidDisappear",
            "other viewWillLayoutSubviews", "prepare 20x5", "other viewDidLayoutSubviews", "other viewDidAppear",
        ])
    }
}
