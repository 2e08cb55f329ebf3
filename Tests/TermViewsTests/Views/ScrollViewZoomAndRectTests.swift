import Foundation
import TermCanvas
import TermViews
import XCTest

/// UIScrollView's zooming and `scrollRectToVisible(_:animated:)`, by code (Apple's UIScrollView docs:
/// the delegate's `viewForZooming(in:)` names the view `zoomScale` scales; a rect already visible
/// does not scroll).
@MainActor
final class ScrollViewZoomAndRectTests: XCTestCase {
    private final class ZoomDelegate: ScrollViewDelegate {
        let image = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        var zooms = 0
        func viewForZooming(in scrollView: ScrollView) -> View? { image }
        func scrollViewDidZoom(_ scrollView: ScrollView) { zooms += 1 }
    }

    private func makeScrollView(content: CGSize = CGSize(width: 20, height: 100)) -> ScrollView {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        scrollView.contentSize = content
        return scrollView
    }

    func test_scroll_rect_to_visible_moves_the_least_and_not_at_all_when_visible() async {
        let scrollView = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 4, width: 5, height: 3), animated: false)
        XCTAssertEqual(scrollView.contentOffset, .zero, "already visible")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 30, width: 5, height: 3), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 23), "its bottom edge at the view's bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 12, width: 5, height: 3), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 12), "its top edge at the view's top")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 95, width: 5, height: 30), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 90), "clamped to the content")
    }

    func test_scroll_rect_to_visible_keeps_clear_of_the_content_insets() async {
        let scrollView = makeScrollView()
        scrollView.contentInset = EdgeInsets(top: 2, left: 0, bottom: 3, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 30, width: 5, height: 1), animated: false)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 24), "bottom 31 sits above the 3-point inset")
    }

    func test_zoom_scale_scales_the_delegates_view_within_the_limits_and_sizes_the_content() async {
        let scrollView = makeScrollView(content: CGSize(width: 20, height: 10))
        let delegate = ZoomDelegate()
        scrollView.delegate = delegate
        scrollView.addSubview(delegate.image)
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        XCTAssertEqual(scrollView.zoomScale, 2)
        XCTAssertEqual(delegate.image.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 40, height: 20))
        scrollView.setZoomScale(9, animated: false)
        XCTAssertEqual(scrollView.zoomScale, 3, "clamped to maximumZoomScale")
        XCTAssertEqual(delegate.zooms, 2)
    }

    func test_zoom_to_a_rect_fills_the_view_with_it() async {
        let scrollView = makeScrollView(content: CGSize(width: 20, height: 10))
        let delegate = ZoomDelegate()
        scrollView.delegate = delegate
        scrollView.addSubview(delegate.image)
        scrollView.maximumZoomScale = 4
        scrollView.zoom(to: CGRect(x: 10, y: 5, width: 10, height: 5), animated: false)
        XCTAssertEqual(scrollView.zoomScale, 2)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 20, y: 10), "the rect's quarter of the image fills the view")
    }

    func test_without_a_view_for_zooming_nothing_zooms() async {
        let scrollView = makeScrollView()
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        XCTAssertEqual(scrollView.zoomScale, 1)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 20, height: 100))
    }

    /// The vertical indicator keeps its insets from the edges (3 rows off the top, 1 column in from
    /// the right) and takes `indicatorStyle`'s colour.
    func test_indicator_insets_and_style_place_and_colour_the_thumb() async {
        let scrollView = makeScrollView(content: CGSize(width: 20, height: 20))
        scrollView.verticalScrollIndicatorInsets = EdgeInsets(top: 3, left: 0, bottom: 1, right: 1)
        scrollView.indicatorStyle = .white
        scrollView.clock = VirtualClock()
        scrollView.flashScrollIndicators()
        let context = DrawingContext(canvas: Canvas(size: CellSize(width: 20, height: 10)), scale: .cells)
        scrollView.drawTree(in: context, frame: CellRect(x: 0, y: 0, width: 20, height: 10), viewport: context.canvas.bounds)
        let canvas = context.takeCanvas()
        let thumbRows = (0..<10).filter { canvas.textLines()[$0].hasSuffix("┃ ") }
        // A 6-row track (10 − 3 − 1) showing half the content: a 3-row thumb at the track's top.
        XCTAssertEqual(thumbRows, [3, 4, 5])
        XCTAssertEqual(canvas[18, 3].style.foreground, .white)
    }
}
