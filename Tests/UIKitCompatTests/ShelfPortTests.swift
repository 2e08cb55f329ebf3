import UIKitCompat
import XCTest

/// A screen written the way Apple's "Implementing Modern Collection Views" sample writes every screen:
/// a plain `UIViewController` whose `configureHierarchy()` adds an autoresizing collection view to its
/// view, cells and supplementary views built from `UILabel`s and Auto Layout constraints, a badge
/// supplementary item and a section background decoration. Only the import differs from UIKit.
@MainActor
final class ShelfPortTests: XCTestCase {
    /// The collection view made with `view.bounds` (the screen's, as UIKit's view starts) follows the
    /// view: flexible width and height take the whole change (UIKit's autoresizing), so → 44×12.
    func test_the_collection_view_added_in_viewDidLoad_follows_the_view_by_its_autoresizing_mask() async {
        let controller = ShelfViewController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.navigationItem.title, "Shelf")
        XCTAssertTrue(controller.collectionView.superview === controller.view)
        XCTAssertEqual(controller.collectionView.frame, controller.view.bounds)
        XCTAssertEqual(controller.view.bounds, UIScreen.main.bounds)
        controller.view.frame = CGRect(x: 0, y: 0, width: 44, height: 12)
        XCTAssertEqual(controller.collectionView.frame, CGRect(x: 0, y: 0, width: 44, height: 12))
        controller.view.frame = CGRect(x: 0, y: 0, width: 84, height: 20)
        XCTAssertEqual(controller.collectionView.frame, CGRect(x: 0, y: 0, width: 84, height: 20))
    }

    /// Section insets 1 | 2 leave 40 columns: items a quarter (10) wide, groups 5 rows, from (2, 1).
    /// The label pinned 1 inside the content view gets (1, 1, 10 − 2, 5 − 2) = (1, 1, 8, 3).
    func test_cells_labels_badges_and_background_get_hand_computed_frames() async {
        let controller = ShelfViewController()
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 44, height: 12)
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()

        let dune = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CaptionCell
        XCTAssertEqual(dune?.frame, CGRect(x: 2, y: 1, width: 10, height: 5))
        XCTAssertEqual(dune?.contentView.frame, CGRect(x: 0, y: 0, width: 10, height: 5))
        dune?.contentView.layoutIfNeeded()
        XCTAssertEqual(dune?.label.frame, CGRect(x: 1, y: 1, width: 8, height: 3))
        // Item 5 is in the second group: x 2 + 10, y 1 + 5.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame, CGRect(x: 12, y: 6, width: 10, height: 5))

        // The badge's top-trailing corner sits on the item's, moved up one badge height: (12 − 3, 1 − 1).
        let badge = collectionView.supplementaryView(forElementKind: ShelfViewController.badgeElementKind,
                                                     at: IndexPath(item: 0, section: 0)) as? CountBadgeView
        XCTAssertEqual(badge?.frame, CGRect(x: 9, y: 0, width: 3, height: 1))
        XCTAssertEqual(badge?.isHidden, false)
        // Centred by constraints at its intrinsic size (one column for "3"): x (3 − 1) / 2 = 1.
        badge?.layoutIfNeeded()
        XCTAssertEqual(badge?.label.frame, CGRect(x: 1, y: 0, width: 1, height: 1))
        let emptyBadge = collectionView.supplementaryView(forElementKind: ShelfViewController.badgeElementKind,
                                                          at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(emptyBadge?.isHidden, true, "no unread pages: the registration hides the badge")

        // The background covers the section: the insets included, 1 + 2 × 5 + 1 rows.
        let background = collectionView.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: ShelfViewController.backgroundElementKind, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(background?.frame, CGRect(x: 0, y: 0, width: 44, height: 12))
    }

    /// The whole collection view drawn: the background's rounded layer border around everything, the
    /// labels where the constraints put them (row 1 + 1 + 1 of each group, column 1 inside each cell),
    /// the badges with unread pages above their items' trailing corners; hidden badges draw nothing.
    func test_the_screen_shows_labels_badges_and_the_rounded_background() async {
        let controller = ShelfViewController()
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 44, height: 12)
        XCTAssertEqual(CollectionViewRenderer.canvas(for: controller.collectionView).textLines(), [
            "╭──────── 3 ───────────────── 1 ───────────╮",
            "│                                          │",
            "│                                          │",
            "│  Dune      Emma      Ulysses   Beloved   │",
            "│                                          │",
            "│         2                             5  │",
            "│                                          │",
            "│                                          │",
            "│  Hamlet    Odyssey   Walden    Ivanhoe   │",
            "│                                          │",
            "│                                          │",
            "╰──────────────────────────────────────────╯",
        ])
    }

    /// A resize reaches the cells' labels: 84 columns → items (84 − 4) / 4 = 20 wide, labels 18.
    func test_a_resize_lays_the_labels_out_again() async {
        let controller = ShelfViewController()
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 44, height: 12)
        controller.collectionView.layoutIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 84, height: 12)
        controller.collectionView.layoutIfNeeded()
        let emma = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CaptionCell
        XCTAssertEqual(emma?.frame, CGRect(x: 22, y: 1, width: 20, height: 5))
        emma?.contentView.layoutIfNeeded()
        XCTAssertEqual(emma?.label.frame, CGRect(x: 1, y: 1, width: 18, height: 3))
    }
}
