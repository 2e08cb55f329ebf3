import UIKitCompat
import XCTest

private final class Titles: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: TitleCell.reuseIdentifier, for: indexPath)
    }
}

/// Subclasses with their own designated initializers and UIKit's `required init?(coder:)` boilerplate.
@MainActor
final class InitializerPortTests: XCTestCase {
    private let titles = Titles()

    // 30 columns / 3 = 10 per column, rows of 3: item 4 is column 1 of row 1 → (10, 3).
    func test_layout_with_its_own_init_and_fatalError_coder_init_lays_out() async {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 30, height: 12),
                                              collectionViewLayout: ColumnGridLayout())
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: TitleCell.reuseIdentifier)
        collectionView.dataSource = titles
        collectionView.layoutIfNeeded()

        XCTAssertEqual(collectionView.contentSize, CGSize(width: 30, height: 6))
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        XCTAssertEqual(cell?.frame, CGRect(x: 10, y: 3, width: 10, height: 3))
        XCTAssertTrue(cell is TitleCell)
        XCTAssertEqual(cell?.text, "title", "the subclass's init(frame:) ran")
    }

    func test_coder_initializers_that_call_super_run_the_subclass_setup() async {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let layout = TightFlowLayout(coder: coder)
        XCTAssertEqual(layout?.itemSize, CGSize(width: 6, height: 2))
        XCTAssertEqual(layout?.minimumLineSpacing, 0)
        // The rest keeps UIKit's defaults, as after init().
        XCTAssertEqual(layout?.scrollDirection, .vertical)
        XCTAssertEqual(BadgeView(coder: coder)?.text, "badge")
        XCTAssertEqual(TightFlowLayout().itemSize, CGSize(width: 6, height: 2))
    }
}
