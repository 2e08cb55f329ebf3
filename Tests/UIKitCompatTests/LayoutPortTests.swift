import UIKitCompat
import XCTest

private final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    }
}

private final class Notes: NSObject, UICollectionViewDataSource {
    let notes: [(String, String?)] = [("one", nil), ("two", "second line"), ("three", nil)]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FullWidthListCell.reuseIdentifier, for: indexPath) as! FullWidthListCell
        cell.title = notes[indexPath.item].0
        cell.subtitle = notes[indexPath.item].1
        return cell
    }
}

/// UIKit layout files that set flow properties in prepare() or rely on self-sizing cells, run unchanged.
@MainActor
final class LayoutPortTests: XCTestCase {
    func test_column_flow_sets_its_item_size_in_prepare_and_follows_the_width() async {
        // Width 50 less the layout margins (one column each side) = 48 → 2 columns of 24, rows 3 tall.
        // Measured from the safe area (zero here) the section inset is 0 left and right, so a line is
        // 50 wide: 24 + 24 leave 2, all in the one gap → x 0, 26. Inset top = interitem spacing 1,
        // line spacing 1: rows at y 1, 5, 9; item 4 alone on the last line keeps the first column.
        let rows = Rows()
        let layout = ColumnFlowLayout(minColumnWidth: 24, cellHeight: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 50, height: 20), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        collectionView.dataSource = rows
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 26, y: 1, width: 24, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 0, y: 9, width: 24, height: 3))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 50, height: 12))

        // Width 80 less margins = 78 → 3 columns of floor(78 / 3) = 26; 3 × 26 = 78 leaves 2 for the
        // two gaps: x 0, 27, 54; item 3 starts row 2 at y 5.
        collectionView.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 54, y: 1, width: 26, height: 3))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(x: 0, y: 5, width: 26, height: 3))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 80, height: 8))
    }

    func test_column_flow_shrinks_and_fades_the_items_it_is_told_are_deleted() async {
        // The hooks batch updates call (the updates themselves are not simulated yet): the sample's
        // override starts from super's copy of the item's attributes and changes only deleted items.
        let rows = Rows()
        let layout = ColumnFlowLayout(minColumnWidth: 24, cellHeight: 3)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 50, height: 20), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        collectionView.dataSource = rows
        collectionView.layoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: [UICollectionViewUpdateItem(action: .delete, before: IndexPath(item: 1, section: 0), after: nil)])
        let deleted = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(deleted?.alpha, 0)
        XCTAssertEqual(deleted?.transform, CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(deleted?.center, CGPoint(x: 38, y: 2.5))   // item 1 at (26, 1), 24 × 3, as above
        let kept = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(kept?.transform, .identity)
        layout.finalizeCollectionViewUpdates()
        XCTAssertEqual(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0))?.transform, .identity)
    }

    func test_self_sizing_tags_flow_left_aligned() async {
        // Chip widths: display width + 4 (border and padding): swift 9, ios 7, 한글 (two wide
        // syllables) 8, layout 10, 🎉 6, terminal 12; all 3 tall. Width 30 less insets 1 + 1 = 28.
        // Line 1: 9 + 1 + 7 + 1 + 8 = 26 (+ 1 + 10 > 28) → x 1, 11, 19 (left-aligned; the plain flow
        // layout would justify them to 1, 12, 21). Line 2 at y 1 + 3 + 1 = 5: 10 + 1 + 6 = 17
        // (+ 1 + 12 > 28) → x 1, 12. Line 3 at y 9: terminal at x 1. Content 30 × (9 + 3 + 1) = 13.
        let controller = TagsViewController(tags: ["swift", "ios", "한글", "layout", "🎉", "terminal"],
                                            frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let collectionView = controller.collectionView
        collectionView.layoutIfNeeded()
        let frames = (0..<6).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames, [
            CGRect(x: 1, y: 1, width: 9, height: 3), CGRect(x: 11, y: 1, width: 7, height: 3), CGRect(x: 19, y: 1, width: 8, height: 3),
            CGRect(x: 1, y: 5, width: 10, height: 3), CGRect(x: 12, y: 5, width: 6, height: 3),
            CGRect(x: 1, y: 9, width: 12, height: 3),
        ])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 30, height: 13))
    }

    func test_full_width_cells_keep_the_width_and_fit_the_height() async {
        // Estimate 20 × 3; each cell keeps width 20 and takes lines + 2 rows: 3, 4 (two lines), 3.
        let notes = Notes()
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.estimatedItemSize = CGSize(width: 20, height: 3)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 20, height: 12), collectionViewLayout: layout)
        collectionView.register(FullWidthListCell.self, forCellWithReuseIdentifier: FullWidthListCell.reuseIdentifier)
        collectionView.dataSource = notes
        collectionView.layoutIfNeeded()
        let frames = (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames, [
            CGRect(x: 0, y: 0, width: 20, height: 3), CGRect(x: 0, y: 3, width: 20, height: 4), CGRect(x: 0, y: 7, width: 20, height: 3),
        ])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 20, height: 10))
    }
}
