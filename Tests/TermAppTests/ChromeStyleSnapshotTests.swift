import TermApp
import TermCanvas
import TermCollectionView
import TestSupport
import XCTest

/// The window's looks, text and style (`assertStyledSnapshot`): the status line in reverse video, the
/// help overlay's bold title in a double box, and a selected cell (double border, reverse video).
@MainActor
final class ChromeStyleSnapshotTests: XCTestCase {
    private func frame(items: Int, size: CellSize, keys: String = "", configure: (Window, RecordingCollectionViewController) -> Void = { _, _ in }) throws -> Canvas {
        let clock = VirtualClock()
        let controller = RecordingCollectionViewController(name: "list", items: items, log: LifecycleLog())
        let window = Window(rootViewController: controller, clock: clock)
        configure(window, controller)
        return HeadlessRunner(app: window, clock: clock, size: size).run(try KeyScript.parse(keys))
    }

    func test_status_line_is_reverse_video_across_the_row() async throws {
        let canvas = try frame(items: 1, size: CellSize(width: 36, height: 5)) { window, controller in
            window.showsStatusCounters = false
            controller.statusMessage = "hello"
        }
        assertStyledSnapshot(canvas, named: "status-line-36x5")
    }

    func test_help_overlay_has_a_bold_title_in_a_double_box() async throws {
        let canvas = try frame(items: 6, size: CellSize(width: 44, height: 16), keys: "?") { window, controller in
            window.showsStatusCounters = false
            controller.addKeyCommand(KeyCommand(input: "x", title: "an extra key") {})
        }
        assertStyledSnapshot(canvas, named: "help-overlay-44x16")
    }

    func test_a_selected_cell_is_double_bordered_and_reversed() async throws {
        let selected = try frame(items: 3, size: CellSize(width: 16, height: 10), keys: "s") { window, controller in
            window.showsStatusLine = false
            controller.addKeyCommand(KeyCommand(input: "s", title: "select row 1") { [unowned controller] in
                controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .none)
            })
        }
        assertStyledSnapshot(selected, named: "selected-cell-16x10")
    }
}
