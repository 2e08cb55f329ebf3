import Foundation
import TermCanvas
import TermCollectionView

/// Pages of content, one controller a page: UIKit's `UIPageViewController`. The page shown is a
/// child whose view fills the page view controller's; the data source names the pages before and
/// after it, so pages are made as they are reached.
///
/// The user turns a page as a swipe does: with `→` `l` (next) and `←` `h` (previous) — `↓` `j` and
/// `↑` `k` for a vertical one — when the page's own views do not use the key (a list in the page
/// keeps its scrolling keys), or by dragging across a fifth of the page with the mouse. The delegate
/// hears `willTransitionTo` and then `didFinishAnimating` for the user's turns, not for
/// `setViewControllers(_:direction:animated:completion:)`, as in UIKit. The old page hears
/// `viewWillDisappear`/`viewDidDisappear` and the new one `viewWillAppear`/`viewDidAppear` while the
/// page view controller is on screen. When the data source answers `presentationCount(for:)` and
/// `presentationIndex(for:)` (scroll style, horizontal), a page control's dots show on the bottom row.
///
/// Both transition styles turn at once (a terminal has no page curl); `isDoubleSided` and the spine
/// location are stored only.
@preconcurrency @MainActor
open class PageViewController: ViewController {
    /// How a page turns (UIKit's `UIPageViewController.TransitionStyle`); both turn at once here.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl, as a book's.
        case pageCurl
        /// A scroll, as a paging scroll view's.
        case scroll
    }

    /// Which way pages run (UIKit's `UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side: the next page is to the right.
        case horizontal
        /// One above the other: the next page is below.
        case vertical
    }

    /// Which way a page turns (UIKit's `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// Where the spine of a page-curl book is (UIKit's `UIPageViewController.SpineLocation`); stored only.
    public enum SpineLocation: Int, Sendable {
        /// No spine (scroll style).
        case none
        /// The leading edge.
        case min
        /// The middle: two pages at once.
        case mid
        /// The trailing edge.
        case max
    }

    /// The keys of the options dictionary (UIKit's `UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The spine location of a page-curl style (stored only).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style, in points (stored only: one page shows at a time).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style the page view controller was made with.
    public let transitionStyle: TransitionStyle
    /// The way its pages run.
    public let navigationOrientation: NavigationOrientation
    /// Stored only: the spine location the options asked for (`.min` for a page curl, else `.none`).
    public private(set) var spineLocation: SpineLocation
    /// Stored only: one side of each page shows.
    open var isDoubleSided = false
    /// Names the pages before and after the one shown (UIKit's `dataSource`). Held weakly; without
    /// one, only `setViewControllers` turns pages.
    open weak var dataSource: PageViewControllerDataSource?
    /// Hears the user's page turns (UIKit's `delegate`). Held weakly.
    open weak var delegate: PageViewControllerDelegate?

    /// The page shown, in an array as UIKit gives it; nil before the first is set.
    open private(set) var viewControllers: [ViewController]?
    /// The dots for the pages, when the data source counts them.
    private let pageControl = PageControl(frame: .zero)
    /// Where the mouse went down, in the page view controller's view, while a drag may turn the page.
    private var dragStart: CGPoint?

    /// A page view controller whose pages turn with `style` along `navigationOrientation`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = (options?[.spineLocation] as? SpineLocation) ?? (style == .pageCurl ? .min : .none)
        super.init()
    }

    /// A horizontal page-curl page view controller, UIKit's default.
    public override convenience init() {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// Shows `viewControllers`' first controller as the page; `direction` and `animated` change nothing
    /// here (the page turns at once). `completion` runs on the next run-loop turn with `true`.
    open func setViewControllers(_ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        if let page = viewControllers?.first { turn(to: page) }
        if let completion { MainQueue.async { completion(true) } }
    }

    /// The page view controller's view holds the page's view — set before the view loaded, too —
    /// and the dots.
    open override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.isUserInteractionEnabled = false
        view.addSubview(pageControl)
        if let page = viewControllers?.first { view.insertSubview(page.view, belowSubview: pageControl) }
    }

    /// The page fills the view but for the dots' bottom row, when they show.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        updatePageControl()
    }

    // MARK: - The user's turns

    /// `→` `l` turn to the next page and `←` `h` to the previous one (`↓` `j` and `↑` `k` when
    /// vertical), when the page's views passed the key on.
    open override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let key = presses.first?.terminalKey, let direction = direction(for: key), userTurn(direction) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    /// A press on the page may start a drag that turns it.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        dragStart = touches.first?.location(in: view)
    }

    /// A drag across a fifth of the page or more turns it, the way the drag went.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        defer { dragStart = nil }
        guard let start = dragStart, let end = touches.first?.location(in: view) else { return }
        let (moved, length) = navigationOrientation == .horizontal
            ? (end.x - start.x, view.bounds.width) : (end.y - start.y, view.bounds.height)
        guard abs(moved) >= length / 5, moved != 0 else { return }
        _ = userTurn(moved < 0 ? .forward : .reverse)
    }

    /// The drag ended elsewhere: no turn.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        dragStart = nil
    }

    private func direction(for key: Key) -> NavigationDirection? {
        switch (navigationOrientation, key) {
        case (.horizontal, .right), (.horizontal, .character("l")), (.vertical, .down), (.vertical, .character("j")): .forward
        case (.horizontal, .left), (.horizontal, .character("h")), (.vertical, .up), (.vertical, .character("k")): .reverse
        default: nil
        }
    }

    /// Turns a page as a swipe does: asks the data source for it, tells the delegate before and after.
    /// False when there is no page that way.
    private func userTurn(_ direction: NavigationDirection) -> Bool {
        guard let current = viewControllers?.first, let dataSource else { return false }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        turn(to: next)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
        return true
    }

    // MARK: - Showing a page

    /// Makes `page` the child shown, with the appearance calls while on screen.
    private func turn(to page: ViewController) {
        let old = viewControllers?.first
        guard page !== old else { return }
        let onScreen = isViewLoaded && view.isInWindow
        if onScreen {
            old?.viewWillDisappear(false)
            page.viewWillAppear(false)
        }
        old?.willMove(toParent: nil)
        old?.viewIfLoaded?.removeFromSuperview()
        old?.removeFromParent()
        addChild(page)
        viewControllers = [page]
        if isViewLoaded {
            view.insertSubview(page.view, belowSubview: pageControl)
            updatePageControl()
        }
        page.didMove(toParent: self)
        if onScreen {
            old?.viewDidDisappear(false)
            page.viewDidAppear(false)
        }
    }

    /// Places the page and the dots: the dots take the bottom row, below the page, when the data
    /// source counts the pages (scroll style, horizontal, as UIKit shows its page control).
    private func updatePageControl() {
        guard isViewLoaded else { return }
        let count = transitionStyle == .scroll && navigationOrientation == .horizontal
            ? dataSource?.presentationCount(for: self) ?? 0 : 0
        var pageFrame = view.bounds
        pageControl.isHidden = count <= 0
        if count > 0 {
            pageControl.numberOfPages = count
            pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0
            let row = min(ScreenMetrics.scale.pointsPerRow, view.bounds.height)
            pageFrame.size.height -= row
            pageControl.frame = CGRect(x: 0, y: pageFrame.maxY, width: view.bounds.width, height: row)
        }
        if let page = viewControllers?.first?.viewIfLoaded, page.frame != pageFrame { page.frame = pageFrame }
    }
}
