import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// The inspector as window chrome: off unless the window has one, and always about the visible
/// controller's collection view (a navigation push or pop moves it).
@MainActor
final class WindowInspectorTests: XCTestCase {
    private let size = CellSize(width: 60, height: 14)

    /// Without `inspector`, `i` is an ordinary unclaimed key: no panel, and the help does not list it.
    func test_a_window_without_an_inspector_ignores_i() async {
        let window = Window(rootViewController: RecordingCollectionViewController(name: "root", log: LifecycleLog()),
                            clock: VirtualClock())
        XCTAssertFalse(frame(window, keys: [.character("i")]).text.contains("Inspector"))
        XCTAssertFalse(frame(window, keys: [.character("?")]).text.contains("inspector on/off"))
    }

    /// Rows are 60×3 (`RowsLayout`), the collection view 60×13. The root has 10 items, so its visible
    /// rect (0,0,60,13) meets rows 0–4 (y 0, 3, 6, 9, 12): 5 attributes. The pushed detail has 3, all
    /// visible: the panel counts 3, so it follows the push. After the pop, `j` scrolls the root a row
    /// without invalidating: only the uncovered row (0,13,60,1) is asked for, and it meets row 4 (y 12–15).
    func test_the_panel_follows_the_visible_controller() async {
        let log = LifecycleLog()
        let root = RecordingCollectionViewController(name: "root", log: log)
        let detail = RecordingCollectionViewController(name: "detail", items: 3, log: log)
        root.addKeyCommand(KeyCommand(inputs: [.enter], title: "open") { [unowned root] in
            root.navigationController?.pushViewController(detail, animated: false)
        })
        let window = Window(rootViewController: NavigationController(rootViewController: root), clock: VirtualClock())
        window.inspector = Inspector()
        XCTAssertTrue(frame(window, keys: [.character("i")]).text.contains("│elementsIn (0,0,60,13) → 5"))
        XCTAssertTrue(frame(window, keys: [.enter]).text.contains("│elementsIn (0,0,60,13) → 3"), "the pushed controller's query")
        let popped = frame(window, keys: [.character("q"), .character("j")]).text
        XCTAssertTrue(popped.contains("│elementsIn (0,13,60,1) → 1"), popped)
        XCTAssertFalse(window.isFinished, "q popped the detail")
    }

    private func frame(_ window: Window, keys: [Key]) -> Canvas {
        window.setScreenSize(size)
        for key in keys { window.handle(.key(key)) }
        var canvas = Canvas(size: size)
        window.render(into: &canvas)
        return canvas
    }
}
