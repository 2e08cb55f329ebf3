import Foundation
import TermCanvas
import TermViews
import XCTest

/// Auto Layout in a scroll view, as UIKit's `contentLayoutGuide` and `frameLayoutGuide` work (Apple's
/// "Working with Scroll Views" in the Auto Layout Guide): a content view pinned to the content guide's
/// four edges and as wide as the frame guide makes `contentSize` as large as the content view's own
/// constraints make it.
@MainActor
final class ScrollViewContentLayoutGuideTests: XCTestCase {
    private func makeDetailScreen(rows: Int) -> (ScrollView, View, StackView) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        let contentView = View()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentView)
        let stack = StackView(arrangedSubviews: (0..<rows).map { row in
            let label = Label()
            label.text = "Row \(row)"
            return label
        })
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 1),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -2),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -1),
        ])
        return (scrollView, contentView, stack)
    }

    func test_a_content_view_pinned_to_the_content_guide_sets_the_content_size() async {
        let (scrollView, contentView, stack) = makeDetailScreen(rows: 12)
        scrollView.layoutIfNeeded()
        contentView.layoutIfNeeded()
        // 12 one-line labels, one row each, plus a row of inset above and below: 14 tall; 30 wide.
        XCTAssertEqual(contentView.frame, CGRect(x: 0, y: 0, width: 30, height: 14))
        XCTAssertEqual(stack.frame, CGRect(x: 2, y: 1, width: 26, height: 12))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 30, height: 14))
    }

    func test_the_frame_guide_stays_with_the_visible_area_while_the_content_scrolls() async {
        let (scrollView, _, _) = makeDetailScreen(rows: 12)
        let badge = Label()
        badge.text = "!"
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        ])
        scrollView.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 5)
        scrollView.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 29, y: 5, width: 1, height: 1))
    }
}
