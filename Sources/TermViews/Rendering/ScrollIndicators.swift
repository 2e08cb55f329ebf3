import Foundation
import TermCanvas

/// A scroll view's indicators, as a terminal scroll bar: UIKit shows them while the user scrolls (a
/// drag and its deceleration) and when `flashScrollIndicators()` asks, each where its
/// `shows…ScrollIndicator` is on and the content is larger than the view that way. The vertical one is
/// a thumb (`┃`) in the last column, the horizontal one (`━`) in the last row, long and placed as the
/// visible part is within the content.
@MainActor
package enum ScrollIndicators {
    /// Draws the indicators of `scrollView` over `frame` (its cells on the canvas), inside `viewport`.
    package static func draw(for scrollView: ScrollView, in context: DrawingContext, frame: CellRect, viewport: CellRect) {
        guard scrollView.isShowingScrollIndicators else { return }
        let bounds = scrollView.bounds, content = scrollView.contentSize
        let style = Style(bold: true)
        if scrollView.showsVerticalScrollIndicator, content.height > bounds.height, frame.height > 1 {
            let thumb = span(of: frame.height, visible: bounds.height, offset: bounds.minY, content: content.height)
            for row in thumb {
                context.canvas.write("┃", x: frame.x + frame.width - 1, y: frame.y + row, style: style, clip: viewport)
            }
        }
        if scrollView.showsHorizontalScrollIndicator, content.width > bounds.width, frame.width > 1 {
            let thumb = span(of: frame.width, visible: bounds.width, offset: bounds.minX, content: content.width)
            for column in thumb {
                context.canvas.write("━", x: frame.x + column, y: frame.y + frame.height - 1, style: style, clip: viewport)
            }
        }
    }

    /// The cells of a track of `length` the thumb takes: as long as the visible share of the content
    /// (at least one), as far along as the offset is.
    static func span(of length: Int, visible: CGFloat, offset: CGFloat, content: CGFloat) -> Range<Int> {
        let thumb = max(1, min(length, Int((CGFloat(length) * visible / content).rounded())))
        let travel = max(1, content - visible)
        let fraction = min(1, max(0, offset / travel))
        let start = Int((CGFloat(length - thumb) * fraction).rounded())
        return start..<(start + thumb)
    }
}
