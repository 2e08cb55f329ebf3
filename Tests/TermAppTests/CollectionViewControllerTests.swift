import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// `CollectionViewController` as UIKit documents `UICollectionViewController`: the view loads lazily
/// (`loadView()`, then `viewDidLoad()`), the collection view is made with the layout given to
/// `init(collectionViewLayout:)`, and the controller is its data source and delegate unless set
/// ("If a data source or delegate is not specified, the collection view controller assigns itself to
/// the unspecified role"; `collectionView` property: "the collection view controller makes itself the
/// delegate or data source or both").
@MainActor
final class CollectionViewControllerTests: XCTestCase {
    func test_reading_collectionView_loads_the_view_then_calls_viewDidLoad_once() async {
        let log = LifecycleLog()
        let controller = RecordingCollectionViewController(name: "a", log: log)
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(log.entries, [])
        let collectionView = controller.collectionView
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(controller.view === collectionView, "a collection view controller's view is its collection view")
        _ = controller.collectionView
        XCTAssertEqual(log.take(), ["a loadView", "a viewDidLoad"])
    }

    func test_the_collection_view_uses_the_layout_given_at_init() async {
        let layout = RowsLayout()
        let controller = CollectionViewController(collectionViewLayout: layout)
        XCTAssertTrue(controller.collectionView.collectionViewLayout === layout)
        XCTAssertTrue(layout.collectionView === controller.collectionView)
    }

    func test_controller_is_the_default_data_source_and_delegate() async {
        let controller = RecordingCollectionViewController(name: "a", items: 4, log: LifecycleLog())
        XCTAssertTrue(controller.collectionView.dataSource === controller)
        XCTAssertTrue(controller.collectionView.delegate === controller)
        // The subclass's overrides answer: 4 items; a user selection reaches its didSelectItemAt.
        XCTAssertEqual(controller.collectionView.numberOfItems(inSection: 0), 4)
        controller.collectionView.userSelectItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(controller.selected, [IndexPath(item: 2, section: 0)])
    }

    func test_an_assigned_collection_view_keeps_its_own_data_source_and_gets_the_controller_as_delegate() async {
        final class Other: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                CollectionViewCell(frame: .zero)
            }
        }
        let other = Other()
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: RowsLayout())
        collectionView.dataSource = other
        let controller = CollectionViewController(collectionViewLayout: RowsLayout())
        controller.collectionView = collectionView
        XCTAssertTrue(collectionView.dataSource === other)
        XCTAssertTrue(collectionView.delegate === controller)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 7)
    }

    func test_base_controller_has_one_empty_section() async {
        let controller = CollectionViewController(collectionViewLayout: RowsLayout())
        XCTAssertEqual(controller.collectionView.numberOfSections, 1)
        XCTAssertEqual(controller.collectionView.numberOfItems(inSection: 0), 0)
    }

    func test_a_subclass_adopting_the_flow_delegate_sizes_the_flow_layouts_items() async {
        final class Sized: CollectionViewController, CollectionViewDelegateFlowLayout {
            override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
            func collectionView(
                _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: 10 + 5 * indexPath.item, height: 2)
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 1
        let controller = Sized(collectionViewLayout: layout)
        controller.collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
        controller.collectionView.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        controller.collectionView.layoutIfNeeded()
        // The delegate's sizes, not the layout's itemSize: item 0 is 10 wide, item 1 is 15 wide and
        // follows on the same line after minimumInteritemSpacing: x = 10 + 1 = 11.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 10, height: 2))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 11, y: 0, width: 15, height: 2))
    }

    func test_first_appearance_reloads_and_each_appearance_clears_the_selection() async {
        let log = LifecycleLog()
        let controller = RecordingCollectionViewController(name: "a", items: 3, log: log)
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems ?? [], [])
        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
    }
}
