import TermCanvas
import UIKitCompat
import XCTest

/// An onboarding screen as UIKit code writes it: a paging `UIScrollView` whose delegate is the
/// controller (`scrollView.delegate = self`), and a `UIPageControl` the delegate keeps in step —
/// live in `scrollViewDidScroll`, settled in `scrollViewDidEndDecelerating`. UIScrollView's
/// `delegate` is its own (Apple's UIScrollView docs: "The delegate of the scroll-view object"),
/// not only a collection view's.
final class OnboardingController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    private(set) var events: [String] = []
    private let titles = ["Welcome", "Sync", "Done"]

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)
        pageControl.numberOfPages = titles.count
        view.addSubview(pageControl)
        for title in titles {
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            scrollView.addSubview(label)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let page = CGSize(width: view.bounds.width, height: view.bounds.height - 1)
        scrollView.frame = CGRect(origin: .zero, size: page)
        for (index, label) in scrollView.subviews.compactMap({ $0 as? UILabel }).enumerated() {
            label.frame = CGRect(x: CGFloat(index) * page.width, y: 0, width: page.width, height: page.height)
        }
        scrollView.contentSize = CGSize(width: page.width * CGFloat(titles.count), height: page.height)
        pageControl.frame = CGRect(x: 0, y: page.height, width: view.bounds.width, height: 1)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append("didEndDecelerating at \(Int(scrollView.contentOffset.x))")
    }
}

@MainActor
final class PagedScrollViewPortTests: XCTestCase {
    /// `l` drags one column right; with paging on the drag's end turns to the next page, and the
    /// delegate hears the drag begin, every offset on the way, and the deceleration end on page 2.
    func test_a_plain_scroll_views_delegate_hears_a_page_turn_and_moves_the_page_control() async throws {
        let controller = OnboardingController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 30, height: 6))
        runner.start()
        XCTAssertIdentical(controller.scrollView.delegate, controller)
        for step in try KeyScript.parse("l<Wait:1000>") { runner.play(step) }
        XCTAssertEqual(controller.scrollView.contentOffset, CGPoint(x: 30, y: 0))
        XCTAssertEqual(controller.events, ["willBeginDragging", "didEndDecelerating at 30"])
        XCTAssertEqual(controller.pageControl.currentPage, 1)
        let lines = runner.frame().textLines()
        XCTAssertEqual(Array(lines.prefix(5)), [
            "                              ",
            "             Sync             ",
            "                              ",
            "                              ",
            "            ○ ● ○             ",
        ])
    }

    /// The delegate is held weakly, as UIKit's is: a scroll view does not keep its delegate alive.
    func test_the_delegate_is_weak() async {
        let scrollView = UIScrollView()
        do {
            let controller = OnboardingController()
            scrollView.delegate = controller
            XCTAssertNotNil(scrollView.delegate)
        }
        XCTAssertNil(scrollView.delegate)
    }
}
