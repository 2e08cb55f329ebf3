import Foundation
import TermCollectionView
import XCTest

/// A view that counts margin changes, as a UIKit subclass overriding `layoutMarginsDidChange()` would.
@MainActor
private final class MarginWatchingView: View {
    var marginChanges = 0

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        marginChanges += 1
    }
}

/// Layout margins, the safe area and the content inset adjustment, as UIView and UIScrollView define them.
@MainActor
final class LayoutMarginsTests: XCTestCase {
    // UIKit's 8 pt default is about one 8-pt-wide column and half a 16-pt-tall row (rounded to none).
    func test_default_margins_are_one_column_left_and_right() async {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        XCTAssertEqual(view.directionalLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
    }

    // Left to right: leading is left and trailing is right, both ways.
    func test_directional_margins_are_the_margins_named_left_to_right() async {
        let view = MarginWatchingView(frame: .zero)
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 6)
        XCTAssertEqual(view.directionalLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 6))
        XCTAssertEqual(view.marginChanges, 2)
        view.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 6)
        XCTAssertEqual(view.marginChanges, 2, "setting the same margins is no change")
    }

    func test_safe_area_is_zero_and_every_adjustment_behavior_adjusts_by_it() async {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(scrollView.safeAreaInsets, .zero)
        XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
        scrollView.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        for behavior: ScrollView.ContentInsetAdjustmentBehavior in [.automatic, .scrollableAxes, .never, .always] {
            scrollView.contentInsetAdjustmentBehavior = behavior
            XCTAssertEqual(scrollView.adjustedContentInset, scrollView.contentInset, "\(behavior)")
        }
        // UIKit's raw values (UIScrollViewContentInsetAdjustmentBehavior).
        XCTAssertEqual([ScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always].map(\.rawValue), [0, 1, 2, 3])
    }

    func test_changing_a_collection_views_margins_invalidates_its_layout() async {
        let (collectionView, layout, _) = makeListCollectionView(counts: [3])
        collectionView.layoutIfNeeded()
        _ = layout.takeCalls()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.takeCalls(), [], "nothing to do before the change")
        collectionView.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        collectionView.layoutIfNeeded()
        // Like a contentInset change: a geometry context, then a pass that prepares again.
        XCTAssertEqual(Array(layout.takeCalls().prefix(3)), ["invalidationContext", "invalidate", "prepare"])
    }
}
