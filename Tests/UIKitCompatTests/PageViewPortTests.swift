import TermCanvas
import UIKitCompat
import XCTest

/// An onboarding flow as apps write it: a scroll-style `UIPageViewController` that is its own data
/// source and delegate, three pages, and the page dots UIKit draws when both presentation methods
/// are implemented.
final class OnboardingPagesController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController] = ["Welcome", "Sync", "Done"].map { title in
        let page = UIViewController()
        page.title = title
        let label = UILabel(frame: CGRect(x: 1, y: 1, width: 12, height: 1))
        label.text = title
        page.view.addSubview(label)
        return page
    }
    private(set) var finished: [String] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed { self.finished.append(viewControllers?.first?.title ?? "") }
    }
}

@MainActor
final class PageViewPortTests: XCTestCase {
    private func show(_ controller: UIViewController) -> HeadlessRunner {
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        window.showsStatusLine = false
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 14, height: 4))
        runner.start()
        return runner
    }

    /// → and `l` turn to the next page, ← back; at the last page → turns nothing. The dots on the
    /// bottom row follow, and the delegate hears each of the user's turns (not the first page set).
    func test_the_sideways_keys_turn_pages_and_the_dots_follow() async throws {
        let onboarding = OnboardingPagesController()
        let runner = show(onboarding)
        XCTAssertEqual(runner.frame().textLines(), [
            "              ",
            " Welcome      ",
            "              ",
            "    ● ○ ○     ",
        ])
        runner.play(.key(.right))
        XCTAssertEqual(runner.frame().textLines()[1...3], [" Sync         ", "              ", "    ○ ● ○     "])
        runner.play(.key(.left))
        runner.play(.key(.character("l")))
        runner.play(.key(.character("l")))
        runner.play(.key(.right))
        XCTAssertEqual(runner.frame().textLines()[1...3], [" Done         ", "              ", "    ○ ○ ●     "])
        XCTAssertEqual(onboarding.finished, ["Sync", "Welcome", "Sync", "Done"])
    }

    /// A drag from column 12 to column 3 — across more than a fifth of the 14-column page — turns to
    /// the next page, as a swipe to the left does; a short drag does not.
    func test_a_drag_across_the_page_turns_it() async throws {
        let onboarding = OnboardingPagesController()
        let runner = show(onboarding)
        runner.play(.mouse(MouseEvent(action: .press, x: 12, y: 2)))
        runner.play(.mouse(MouseEvent(action: .drag, x: 11, y: 2)))
        runner.play(.mouse(MouseEvent(action: .release, x: 11, y: 2)))
        XCTAssertEqual(onboarding.viewControllers?.first?.title, "Welcome")
        runner.play(.mouse(MouseEvent(action: .press, x: 12, y: 2)))
        runner.play(.mouse(MouseEvent(action: .drag, x: 3, y: 2)))
        runner.play(.mouse(MouseEvent(action: .release, x: 3, y: 2)))
        XCTAssertEqual(onboarding.viewControllers?.first?.title, "Sync")
        XCTAssertEqual(runner.frame().textLines()[1], " Sync         ")
    }

    /// A page holding a vertical list keeps the list's keys (↓ scrolls it) but passes on the
    /// sideways ones it cannot use, so → still turns the page, as a swipe across a list does.
    func test_a_list_in_a_page_passes_the_sideways_keys_on() async throws {
        let onboarding = OnboardingPagesController()
        let list = UICollectionView(frame: CGRect(x: 0, y: 2, width: 14, height: 1), collectionViewLayout: UICollectionViewFlowLayout())
        onboarding.pages[0].view.addSubview(list)
        let runner = show(onboarding)
        XCTAssertIdentical(onboarding.drivenCollectionView, list, "the keys start at the list")
        runner.play(.key(.right))
        XCTAssertEqual(onboarding.viewControllers?.first?.title, "Sync")
    }

    /// A plain page view controller whose first page is set before its view loads, with a separate
    /// data source, as a container sets one up before adding it: the page shows once on screen.
    func test_a_page_set_before_the_view_loads_shows() async throws {
        let pages = OnboardingPagesController()
        let container = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        container.dataSource = pages
        container.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
        XCTAssertFalse(container.isViewLoaded)
        let runner = show(container)
        XCTAssertEqual(runner.frame().textLines()[1], " Sync         ")
        runner.play(.key(.right))
        XCTAssertEqual(runner.frame().textLines()[1], " Done         ")
    }
}
