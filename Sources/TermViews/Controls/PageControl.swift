import Foundation
import TermCanvas

/// Dots for the pages of a paging scroll view: UIKit's `UIPageControl`. Drawn as `●` for the current
/// page and `○` for the others, a column apart, centred; a click on a dot makes it current and sends
/// `.valueChanged`, as a tap on the control does on iOS.
@preconcurrency @MainActor
open class PageControl: Control {
    /// How many pages there are.
    open var numberOfPages = 0 { didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)); invalidateIntrinsicContentSize() } }
    /// The page shown, 0…`numberOfPages` − 1.
    open var currentPage = 0 { didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) } }
    /// Whether a single page hides the control.
    open var hidesForSinglePage = false
    /// The other pages' dot colour.
    open var pageIndicatorTintColor: Color?
    /// The current page's dot colour.
    open var currentPageIndicatorTintColor: Color?
    /// Stored only.
    open var backgroundStyle = BackgroundStyle.automatic
    /// Stored only.
    open var allowsContinuousInteraction = true

    /// UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Interface-builder initializer, required as in UIKit; archives are not read (`coder` is ignored).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let scale = ScreenMetrics.scale
        return CGSize(width: CGFloat(max(0, 2 * pageCount - 1)) * scale.pointsPerColumn, height: scale.pointsPerRow)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func draw(in context: DrawingContext) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let width = context.size.width, height = context.size.height
        guard width > 0, height > 0 else { return }
        let start = max(0, (width - (2 * numberOfPages - 1)) / 2)
        for page in 0..<numberOfPages where start + 2 * page < width {
            let current = page == currentPage
            var style = Style.plain
            if let color = current ? currentPageIndicatorTintColor : pageIndicatorTintColor, color.isVisible, !color.isTerminalDefault {
                style.foreground = color.nearestTerminalColor
            }
            style.isDim = !current && pageIndicatorTintColor == nil
            context.write(current ? "●" : "○", x: start + 2 * page, y: (height - 1) / 2, style: style)
        }
    }

    /// A click on a dot makes its page current and sends `.valueChanged`; a click beside the dots
    /// moves one page that way, as a tap beside UIKit's does.
    package override func performClick(at point: CGPoint) {
        guard numberOfPages > 0 else { return }
        let scale = ScreenMetrics.scale
        let column = Int((point.x / scale.pointsPerColumn).rounded(.down))
        let width = Int((bounds.width / scale.pointsPerColumn).rounded())
        let start = max(0, (width - (2 * numberOfPages - 1)) / 2)
        let page = (column - start + 1) / 2
        let target = column < start ? currentPage - 1 : (column >= start + 2 * numberOfPages - 1 ? currentPage + 1 : page)
        let clamped = min(max(0, target), numberOfPages - 1)
        guard clamped != currentPage else { return }
        currentPage = clamped
        sendActions(for: .valueChanged)
    }
}
