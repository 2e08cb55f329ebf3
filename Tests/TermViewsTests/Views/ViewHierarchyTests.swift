import Foundation
import TermViews
import XCTest

/// `addSubview` and autoresizing, as UIKit documents them.
@MainActor
final class ViewHierarchyTests: XCTestCase {
    func test_addSubview_moves_a_view_between_superviews_and_removeFromSuperview_detaches_it() async {
        let first = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = View()
        first.addSubview(child)
        second.addSubview(child)
        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertTrue(child.superview === second)
        XCTAssertTrue(child.isDescendant(of: second))
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
        XCTAssertTrue(second.subviews.isEmpty)
    }

    /// Flexible width with fixed margins takes the whole change; flexible left margin and width share
    /// it in proportion to their sizes (UIKit: "distribute the size difference proportionally").
    func test_autoresizing_shares_a_size_change_among_the_flexible_portions() async {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let filling = View(frame: CGRect(x: 2, y: 1, width: 36, height: 8))
        filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let shared = View(frame: CGRect(x: 10, y: 0, width: 30, height: 2))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let fixed = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        [filling, shared, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        // +40 wide, +10 high: all to the flexible sizes.
        XCTAssertEqual(filling.frame, CGRect(x: 2, y: 1, width: 76, height: 18))
        // +40 split 10 : 30 between the left margin and the width → +10, +30.
        XCTAssertEqual(shared.frame, CGRect(x: 20, y: 0, width: 60, height: 2))
        XCTAssertEqual(fixed.frame, CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    /// A root 50 × 50, a scroll view at (5, 5) scrolled 25 down, a view at (3, 30) in its content.
    private func makeScrolledTree() -> (root: View, inner: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let scroller = ScrollView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        let inner = View(frame: CGRect(x: 3, y: 30, width: 4, height: 4))
        root.addSubview(scroller)
        scroller.addSubview(inner)
        scroller.contentOffset = CGPoint(x: 0, y: 25)
        return (root, inner)
    }

    func test_convert_walks_frames_and_scroll_positions() async {
        let (root, inner) = makeScrolledTree()
        // (1, 1) in inner → scroller content (4, 31) → on screen (4, 31 − 25) + (5, 5) = (9, 11).
        XCTAssertEqual(inner.convert(CGPoint(x: 1, y: 1), to: root), CGPoint(x: 9, y: 11))
        XCTAssertEqual(root.convert(CGRect(x: 9, y: 11, width: 2, height: 2), from: inner.superview),
                       CGRect(x: 14, y: -9, width: 2, height: 2))
    }

    func test_convert_a_point_from_another_view() async {
        let (root, inner) = makeScrolledTree()
        // The reverse of the walk above: (9, 11) in root is (1, 1) in inner; nil means the root.
        XCTAssertEqual(inner.convert(CGPoint(x: 9, y: 11), from: root), CGPoint(x: 1, y: 1))
        XCTAssertEqual(inner.convert(CGPoint(x: 9, y: 11), from: nil), CGPoint(x: 1, y: 1))
    }

    /// UIKit's order when a view moves (its `UIView` docs and the order a logging subclass sees): the
    /// view's `willMove(toSuperview:)`, the old superview's `willRemoveSubview(_:)`, the move, the
    /// view's `didMoveToSuperview()`, the new superview's `didAddSubview(_:)`; removal sends the
    /// view's pair with nil. Re-adding a subview only reorders it.
    func test_moving_a_view_tells_it_and_both_superviews_in_uikits_order() async {
        final class Logging: View {
            var name = ""
            var log: (String) -> Void = { _ in }
            override func willMove(toSuperview newSuperview: View?) {
                log("\(name) willMove(to: \((newSuperview as? Logging)?.name ?? "nil")) from \((superview as? Logging)?.name ?? "nil")")
            }
            override func didMoveToSuperview() { log("\(name) didMove to \((superview as? Logging)?.name ?? "nil")") }
            override func didAddSubview(_ subview: View) { log("\(name) didAdd \((subview as? Logging)?.name ?? "")") }
            override func willRemoveSubview(_ subview: View) { log("\(name) willRemove \((subview as? Logging)?.name ?? "")") }
        }
        var log: [String] = []
        let views = ["a", "b", "child", "other"].map { name -> Logging in
            let view = Logging()
            view.name = name
            view.log = { log.append($0) }
            return view
        }
        let (a, b, child, other) = (views[0], views[1], views[2], views[3])
        a.addSubview(child)
        a.addSubview(other)
        b.addSubview(child)
        log.removeAll()
        b.addSubview(child)
        a.insertSubview(other, at: 0)
        XCTAssertEqual(log, [], "a subview re-added only moves within its superview")
        a.addSubview(child)
        child.removeFromSuperview()
        child.removeFromSuperview()
        XCTAssertEqual(log, [
            "child willMove(to: a) from b", "b willRemove child", "child didMove to a", "a didAdd child",
            "child willMove(to: nil) from a", "a willRemove child", "child didMove to nil",
        ])
    }
}
