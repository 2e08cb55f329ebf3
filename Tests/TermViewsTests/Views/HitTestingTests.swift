import Foundation
import TermViews
import XCTest

/// `hitTest(_:with:)` and `point(inside:with:)` follow UIKit's documented rules ("hitTest(_:with:)",
/// UIView): subviews front to back, hidden, non-interactive and nearly transparent views skipped with
/// their subtrees, and points outside a view's bounds never reported, even inside a subview that
/// sticks out. Frames here are points; no screen is involved.
@MainActor
final class HitTestingTests: XCTestCase {
    /// root 100×50: `back` at (0,0) 60×30, `front` at (40,10) 40×30 over it, `child` at (5,5) 10×10
    /// inside `front`, so at (45,15)–(55,25) in the root.
    private func makeTree() -> (root: View, back: View, front: View, child: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let back = View(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let front = View(frame: CGRect(x: 40, y: 10, width: 40, height: 30))
        let child = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        return (root, back, front, child)
    }

    func test_the_frontmost_deepest_view_is_hit_and_the_root_where_no_subview_is() async {
        let (root, back, front, child) = makeTree()
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 20), with: nil) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 42, y: 12), with: nil) === front, "front covers back at (42,12)")
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 45), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 100, y: 10), with: nil), "the bounds' max edge is outside")
    }

    func test_hidden_non_interactive_and_transparent_views_are_skipped_with_their_subtrees() async {
        let (root, back, front, _) = makeTree()
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 20), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 20), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.009
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 20), with: nil) === back)
        front.alpha = 0.01
        XCTAssertFalse(root.hitTest(CGPoint(x: 50, y: 20), with: nil) === back, "alpha 0.01 is hit, as UIKit's < 0.01 rule says")
    }

    func test_a_subview_sticking_out_of_its_superview_is_not_hit_outside_it() async {
        let (root, _, front, _) = makeTree()
        let sticking = View(frame: CGRect(x: 30, y: 0, width: 20, height: 10))   // (70..90, 10..20) in root, front ends at 80
        front.addSubview(sticking)
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 15), with: nil) === sticking)
        XCTAssertTrue(root.hitTest(CGPoint(x: 85, y: 15), with: nil) === root, "outside front's bounds: front's branch is ignored")
    }

    func test_a_scrolled_superview_hits_in_content_coordinates() async {
        let (root, _, front, child) = makeTree()
        front.bounds.origin = CGPoint(x: 0, y: 5)   // content moved up 5: child now at (45,10)–(55,20)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 11), with: nil) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 22), with: nil) === front)
    }

    /// Apps override these to pass touches through an overlay, or to give a small control a larger
    /// target; the rules above then follow the override.
    func test_overrides_of_hit_test_and_point_inside_decide() async {
        final class PassThrough: View {
            override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        final class LargeTarget: View {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let small = LargeTarget(frame: CGRect(x: 20, y: 20, width: 4, height: 4))
        let overlay = PassThrough(frame: root.bounds)
        let badge = View(frame: CGRect(x: 80, y: 0, width: 10, height: 10))
        root.addSubview(small)
        root.addSubview(overlay)
        overlay.addSubview(badge)
        XCTAssertTrue(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === small, "through the overlay, 6 points off the small view")
        XCTAssertTrue(root.hitTest(CGPoint(x: 85, y: 5), with: nil) === badge, "the overlay's own subviews still take clicks")
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 40), with: nil) === root)
    }
}
