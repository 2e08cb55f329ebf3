import UIKitCompat
import XCTest

/// A UIKit collection view controller subclass (Xcode's template, `TemplateCollectionViewController`)
/// compiles unchanged but for its import, and runs: the controller is the data source and delegate,
/// its overrides answer, and a navigation controller pushes it.
@MainActor
final class CollectionViewControllerPortTests: XCTestCase {
    func test_template_subclass_serves_its_items_and_selection_through_its_overrides() async {
        let controller = TemplateCollectionViewController(collectionViewLayout: makeTemplateListLayout())
        let collectionView = controller.collectionView!
        XCTAssertEqual(controller.title, "Template", "viewDidLoad ran when the collection view was first read")
        XCTAssertTrue(collectionView.dataSource === controller)
        XCTAssertTrue(collectionView.delegate === controller)
        collectionView.frame = CGRect(x: 0, y: 0, width: 10, height: 9)
        collectionView.layoutIfNeeded()
        // Items 3 rows high, no spacing: three fit in 9 rows, at y 0, 3, 6.
        XCTAssertEqual(collectionView.visibleCells.count, 3)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 0, y: 6, width: 10, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.text, "two")
        collectionView.userSelectItem(at: IndexPath(item: 0, section: 0))
        collectionView.userSelectItem(at: IndexPath(item: 1, section: 0))
        collectionView.userSelectItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(controller.selectedItems, ["three"], "shouldSelectItemAt refused item 0, shouldHighlightItemAt item 1")
    }

    func test_focus_updates_reach_the_uikit_shaped_delegate_method() async {
        let controller = TemplateCollectionViewController(collectionViewLayout: makeTemplateListLayout())
        let window = UIWindow(rootViewController: controller)
        window.setScreenSize(.init(width: 10, height: 10))
        controller.collectionView.allowsFocus = true
        window.handle(.key(.down))
        window.handle(.key(.down))
        XCTAssertEqual(controller.focusedItems, ["one", "two"])
    }

    func test_pushed_on_a_navigation_controller_in_a_window_it_lays_out_with_the_callbacks() async {
        let controller = TemplateCollectionViewController(collectionViewLayout: makeTemplateListLayout())
        let navigation = UINavigationController(rootViewController: UICollectionViewController(collectionViewLayout: makeTemplateListLayout()))
        let window = UIWindow(rootViewController: navigation)
        window.setScreenSize(.init(width: 10, height: 10))
        navigation.pushViewController(controller, animated: true)
        window.handle(.key(.character("j")))
        XCTAssertTrue(controller.navigationController === navigation)
        XCTAssertTrue(window.visibleViewController === controller)
        // Before the layout pass no cell is on screen; after it, the 9 rows above the status line hold three.
        XCTAssertEqual(controller.layoutCallbacks, ["will 0 cells", "did 3 cells"])
    }
}
