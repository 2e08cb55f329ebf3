import Foundation
import TermApp
import TermCanvas
import TermCollectionView
import XCTest

/// A screen with an orthogonal section (0: groups 10 × 3 side by side, `.groupPaging`) above
/// ordinary full-width rows (1), focus on: which section ←/→ scroll.
final class SidewaysController: CollectionViewController {
    init() {
        super.init(collectionViewLayout: CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let width: CollectionLayoutDimension = index == 0 ? .absolute(10) : .fractionalWidth(1)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: .absolute(3)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            if index == 0 { section.orthogonalScrollingBehavior = .groupPaging }
            return section
        })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.allowsFocus = true
    }

    override func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
final class SidewaysScrollingTests: XCTestCase {
    func test_arrows_scroll_the_focused_items_orthogonal_section_and_move_the_focus_elsewhere() async {
        let clock = VirtualClock()
        let controller = SidewaysController()
        let window = Window(rootViewController: controller, clock: clock)
        window.setScreenSize(CellSize(width: 40, height: 13))
        let layout = controller.collectionView.collectionViewLayout as! CollectionViewCompositionalLayout

        // No focus yet: → gives the focus (to the first visible item) rather than scrolling.
        window.handle(.key(.right))
        XCTAssertEqual(controller.collectionView.indexPathForFocusedItem?.section, 0)
        XCTAssertEqual(layout.orthogonalContentOffset(ofSection: 0), 0)
        let focused = controller.collectionView.indexPathForFocusedItem
        // Focus in the orthogonal section: → → scroll it two columns; the focus stays on its item.
        window.handle(.key(.right))
        window.handle(.key(.right))
        XCTAssertEqual(layout.orthogonalContentOffset(ofSection: 0), 2)
        XCTAssertEqual(controller.collectionView.indexPathForFocusedItem, focused)
        // The drag ends after 150 ms idle; .groupPaging rests on the next group edge: ⌈2 / 10⌉ · 10.
        for _ in 0..<30 {
            clock.advance(by: 0.02)
            window.tick()
        }
        XCTAssertEqual(layout.orthogonalContentOffset(ofSection: 0), 10)
        // ↓ takes the focus to the rows; there ← moves the focus (nowhere to go) and scrolls nothing.
        window.handle(.key(.down))
        XCTAssertEqual(controller.collectionView.indexPathForFocusedItem?.section, 1)
        window.handle(.key(.left))
        XCTAssertEqual(layout.orthogonalContentOffset(ofSection: 0), 10)
        XCTAssertFalse(layout.isScrollingOrthogonalSections)
    }
}
