import TermApp
import TermCanvas
import UIKitCompat
import XCTest

/// A compositional layout subclass, as apps write one to keep a screen's layout in its own type:
/// `super.init(section:)` is a designated initializer in UIKit (none of the Objective-C initializers
/// is marked, so Swift imports each as designated).
private final class FourColumnLayout: UICollectionViewCompositionalLayout {
    init() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(3)),
            subitems: [item])
        super.init(section: NSCollectionLayoutSection(group: group))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
final class CompositionalSubclassPortTests: XCTestCase {
    // 40 columns: items a quarter wide (10), groups 3 rows tall; item 5 is the second of row 1.
    func test_a_subclass_made_with_super_init_section_lays_out_its_section() async {
        let clock = VirtualClock()
        let controller = PlainCellsController(collectionViewLayout: FourColumnLayout())
        controller.itemCount = 10
        let window = UIWindow(rootViewController: controller, clock: clock)
        _ = HeadlessRunner(app: window, clock: clock, size: CellSize(width: 40, height: 10)).run([])
        XCTAssertEqual(controller.collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame,
                       CGRect(x: 10, y: 3, width: 10, height: 3))
    }
}
