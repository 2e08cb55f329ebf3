import Foundation
import TermCanvas

/// A scroll view's indicators, as a terminal scroll bar: UIKit shows them while the user scrolls (a
/// drag and its deceleration) and when `flashScrollIndicators()` asks, each where its
/// `shows…ScrollIndicator` is on and the content is larger than the view that way. The vertical one is
/// a thumb (`┃`) in the last column, the horizontal one (`━`) in the last row, long and placed as the
/// visible part is within the content. Each track keeps its `…ScrollIndicatorInsets` from the view's
/// edges, and `indicatorStyle` colours the thumbs.
@MainActor
package enum ScrollIndicators {
    /// Draws the indicators of `scrollView` over `frame` (its cells on the canvas), inside `viewport`.
    package static func draw(for scrollView: ScrollView, in context: DrawingContext, frame: CellRect, viewport: CellRect) {
        guard scrollView.isShowingScrollIndicators else { return }
        let bounds = scrollView.bounds, content = scrollView.contentSize
        let style = Style(foreground: color(of: scrollView.indicatorStyle), bold: true)
        let scale = context.scale
        if scrollView.showsVerticalScrollIndicator, content.height > bounds.height {
            let inset = scrollView.verticalScrollIndicatorInsets
            let top = scale.row(atPoint: inset.top), length = frame.height - top - scale.row(atPoint: inset.bottom)
            let x = frame.x + frame.width - 1 - scale.column(atPoint: inset.right)
            if length > 1 {
                for row in span(of: length, visible: bounds.height, offset: bounds.minY, content: content.height) {
                    context.canvas.write("┃", x: x, y: frame.y + top + row, style: style, clip: viewport)
                }
            }
        }
        if scrollView.showsHorizontalScrollIndicator, content.width > bounds.width {
            let inset = scrollView.horizontalScrollIndicatorInsets
            let left = scale.column(atPoint: inset.left), length = frame.width - left - scale.column(atPoint: inset.right)
            let y = frame.y + frame.height - 1 - scale.row(atPoint: inset.bottom)
            if length > 1 {
                for column in span(of: length, visible: bounds.width, offset: bounds.minX, content: content.width) {
                    context.canvas.write("━", x: frame.x + left + column, y: y, style: style, clip: viewport)
                }
            }
        }
    }

    private static func color(of style: ScrollView.IndicatorStyle) -> TerminalColor? {
        switch style {
        case .default: nil
        case .black: .black
        case .white: .white
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
