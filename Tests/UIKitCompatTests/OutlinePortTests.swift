import UIKitCompat
import XCTest

/// Apple's outline sample as UIKit code writes it: taps on header-style outline cells expand them.
@MainActor
final class OutlinePortTests: XCTestCase {
    func test_tapping_a_container_expands_it_and_indents_its_children() async {
        let controller = OutlineListController()
        controller.configureHierarchy(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        controller.configureDataSource()
        controller.collectionView.userSelectItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(controller.expanded, ["Lists"])
        XCTAssertEqual(controller.dataSource.snapshot(for: .main).visibleItems.map(\.title),
                       ["Compositional Layout", "Lists", "Outline"])
        // .sidebar: rows 1 tall after a blank row, inset 1 column each side; "Outline" is level 1,
        // so its text starts at 1 (inset) + 1 (padding) + 2 (indentation) = column 4.
        XCTAssertEqual(CollectionViewRenderer.canvas(for: controller.collectionView).textLines(), [
            "                              ",
            "  Compositional Layout     ▸  ",
            "  Lists                    ▾  ",
            "    Outline                   ",
            "                              ",
        ])
    }
}
