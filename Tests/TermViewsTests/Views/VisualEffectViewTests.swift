import Foundation
import TermCanvas
import TermViews
import XCTest

/// UIVisualEffectView in a terminal: a blur dims what lies beneath it (the frosted look), and what is
/// in its `contentView` draws over that as it is.
@MainActor
final class VisualEffectViewTests: XCTestCase {
    func test_a_blur_dims_the_cells_beneath_and_its_content_draws_plain() async {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let beneath = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        beneath.text = "ABCDEFGHIJ"
        beneath.numberOfLines = 1
        root.addSubview(beneath)
        let blur = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 5, y: 0, width: 5, height: 2)
        let title = Label(frame: CGRect(x: 0, y: 1, width: 5, height: 1))
        title.text = "Hi"
        blur.contentView.addSubview(title)
        root.addSubview(blur)
        let context = DrawingContext(canvas: Canvas(size: CellSize(width: 10, height: 2)), scale: .cells)
        root.drawTree(in: context, frame: CellRect(x: 0, y: 0, width: 10, height: 2), viewport: context.canvas.bounds)
        let canvas = context.takeCanvas()
        XCTAssertEqual(canvas.textLines(), ["ABCDEFGHIJ", "     Hi   "])
        XCTAssertFalse(canvas[4, 0].style.isDim, "left of the blur")
        XCTAssertTrue(canvas[5, 0].style.isDim, "under the blur")
        XCTAssertFalse(canvas[5, 1].style.isDim, "the blur's content")
        XCTAssertEqual(blur.contentView.frame, CGRect(x: 0, y: 0, width: 5, height: 2), "the content view fills the effect view")
    }
}
