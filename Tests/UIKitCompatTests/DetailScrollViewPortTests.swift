import TermCanvas
import UIKitCompat
import XCTest

/// A detail screen as UIKit code builds it today (Apple's Auto Layout Guide, "Working with Scroll
/// Views"): a scroll view filling the view, a content view pinned to its `contentLayoutGuide` and
/// as wide as its `frameLayoutGuide`, a vertical stack of labels inside; a button that brings the
/// last row into view with `scrollRectToVisible(_:animated:)`.
final class RecipeDetailController: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        let contentView = UIView()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentView)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        for step in 1...10 {
            let label = UILabel()
            label.text = "Step \(step)"
            stack.addArrangedSubview(label)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 1),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -1),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    func showLastStep() {
        let last = stack.arrangedSubviews.last!
        scrollView.scrollRectToVisible(last.convert(last.bounds, to: scrollView), animated: false)
    }
}

@MainActor
final class DetailScrollViewPortTests: XCTestCase {
    func test_the_content_guide_sizes_the_content_and_keys_and_scroll_rect_to_visible_move_it() async throws {
        let controller = RecipeDetailController()
        let clock = VirtualClock()
        let window = UIWindow(rootViewController: controller, clock: clock)
        let runner = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 20, height: 5))
        runner.start()
        // The window leaves 4 rows above its status line: ten one-row steps scroll by 6.
        XCTAssertEqual(controller.scrollView.contentSize, CGSize(width: 20, height: 10))
        XCTAssertEqual(Array(runner.frame().textLines().prefix(4)), [
            " Step 1             ", " Step 2             ", " Step 3             ", " Step 4             ",
        ])
        for step in try KeyScript.parse("jj<Wait:1000>") { runner.play(step) }
        XCTAssertEqual(controller.scrollView.contentOffset, CGPoint(x: 0, y: 2))
        controller.showLastStep()
        XCTAssertEqual(controller.scrollView.contentOffset, CGPoint(x: 0, y: 6))
        XCTAssertEqual(Array(runner.frame().textLines().prefix(4)), [
            " Step 7             ", " Step 8             ", " Step 9             ", " Step 10            ",
        ])
    }
}
