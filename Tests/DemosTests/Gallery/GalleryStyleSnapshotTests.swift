import Demos
import TermCanvas
import TestSupport
import XCTest

/// The gallery's look, text and style: the chosen demo is drawn selected.
@MainActor
final class GalleryStyleSnapshotTests: XCTestCase {
    func test_gallery_marks_the_chosen_demo_with_reverse_video() async throws {
        let clock = VirtualClock()
        let window = Gallery.makeWindow(clock: clock)
        window.showsStatusCounters = false
        let canvas = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 60, height: 14)).run(try KeyScript.parse("j"))
        assertStyledSnapshot(canvas, named: "gallery-60x14-second-chosen-styled")
    }
}
